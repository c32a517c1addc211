/**
 * The open character modal lives in the URL as `?character=ID`, so a pasted link opens it and
 * Back closes it. `character` is therefore a reserved query key on every page: a page that
 * rewrites its own query must keep it (or the modal closes).
 */
export const CHARACTER_QUERY_KEY = 'character';

export type CharacterQuery = { kind: 'id'; id: number } | { kind: 'invalid'; raw: string; message: string };

/** Character ids are positive integers (`modal?id=N`). */
export const isCharacterId = (id: unknown): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0;

/** The character a URL query asks for: null when none, `invalid` (with a message) for bad input. */
export function characterFromSearch(search: string): CharacterQuery | null {
  const raw = new URLSearchParams(search).get(CHARACTER_QUERY_KEY);
  if (raw === null) return null;
  const text = raw.trim();
  if (/^\d{1,15}$/.test(text) && isCharacterId(Number(text))) return { kind: 'id', id: Number(text) };
  const shown = raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
  return {
    kind: 'invalid',
    raw,
    message: `"${shown}" is not a character id: the link should end in ?character= and a number, e.g. ?character=1001.`,
  };
}

/** The same query with the character set (other keys and their order kept). */
export function searchWithCharacter(search: string, id: number): string {
  const params = new URLSearchParams(search);
  params.set(CHARACTER_QUERY_KEY, String(id));
  return `?${params.toString()}`;
}

/** The same query without the character; '' when nothing is left. */
export function searchWithoutCharacter(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CHARACTER_QUERY_KEY);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
