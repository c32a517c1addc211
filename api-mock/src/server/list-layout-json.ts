/**
 * JSON.stringify's text with each element of a top-level array on a line of its own: the same
 * value, and a browser parses a long list a part at a time between taps
 * (shared-domain/api/json-in-parts.ts). Newlines are JSON whitespace, and none can occur inside a
 * string, so every client reads it as before.
 */
export function listLayoutJson(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || 'toJSON' in value) return JSON.stringify(value);
  const members: string[] = [];
  for (const [key, member] of Object.entries(value)) {
    const text =
      Array.isArray(member) && member.length > 0
        ? `[\n${member.map((element: unknown) => JSON.stringify(element) ?? 'null').join(',\n')}\n]`
        : JSON.stringify(member);
    // JSON.stringify leaves out a member whose value has no JSON (undefined, a function).
    if (text !== undefined) members.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${members.join(',')}}`;
}
