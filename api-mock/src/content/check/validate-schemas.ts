import type { z } from 'zod';
import type { IssueList } from './content-issue';
import type { RawFile } from './read-json-files';

/** A parsed entity and the file it came from. */
export interface Sourced<T> {
  file: string;
  value: T;
}

/** Checks one file against its schema; every zod issue becomes a content issue with its path. */
export function validateFile<S extends z.ZodType>(raw: RawFile, schema: S, issues: IssueList): Sourced<z.infer<S>> | undefined {
  const result = schema.safeParse(raw.data);
  if (result.success) return { file: raw.file, value: result.data };
  for (const issue of result.error.issues) issues.add(raw.file, issue.path, issue.message);
  return undefined;
}
