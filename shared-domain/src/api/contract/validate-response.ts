import { API_SCHEMAS } from './api-schemas';
import type { EndpointSchemas } from './endpoint-schemas';

const byName = new Map<string, EndpointSchemas>(
  Object.values(API_SCHEMAS).flatMap((domain) => Object.entries(domain as Record<string, EndpointSchemas>)),
);

/**
 * Checks a response against its endpoint's schema. Null when it matches (or the endpoint is not in
 * the contract); otherwise the first issues, each with its path, so a drifted field names itself.
 * Loaded lazily by the base query in development and tests only: zod stays out of production bundles.
 */
export const responseIssues = (endpoint: string, data: unknown): string | null => {
  const schemas = byName.get(endpoint);
  if (!schemas) return null;
  const parsed = schemas.response.safeParse(data);
  if (parsed.success) return null;
  return parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
};
