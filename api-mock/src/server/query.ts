import type { z } from 'zod';
import { badRequest } from './http-errors';

/** Names the offending field(s) of a zod failure: `id: Invalid input: expected string`. */
export const describeIssues = (where: string, error: z.ZodError): string =>
  error.issues
    .slice(0, 5)
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      return `${where}${path ? `.${path}` : ''}: ${issue.message}`;
    })
    .join('; ');

/** Parses a query or body with a zod schema, or throws a 400 naming the fields. */
export const parseOr400 = <S extends z.ZodType>(schema: S, input: unknown, where: 'query' | 'body' | 'params'): z.infer<S> => {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(describeIssues(where, result.error));
  return result.data;
};
