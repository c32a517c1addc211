/** The most of a link's own text a title or preview repeats: a link can carry any text, of any length. */
export const ECHO_MAX = 40;

/**
 * Text from a link (a list's search) as a title or preview repeats it: one line, without control or
 * direction-changing characters, at most ECHO_MAX characters (whole ones). Markup is escaped where
 * the text is written.
 */
export function echoedText(text: string): string {
  const line = text
    .replace(/[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(line);
  return chars.length <= ECHO_MAX
    ? line
    : `${chars
        .slice(0, ECHO_MAX - 1)
        .join('')
        .trimEnd()}…`;
}
