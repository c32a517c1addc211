import { isSearchDocument, type SearchDocument } from 'shared-domain/federation/search-document';

/** Which of the two indexes: without spoilers (JP content off, the default) or with them marked. */
export type IndexVariant = 'global' | 'jp';

export const variantFor = (jpContent: boolean): IndexVariant => (jpContent ? 'jp' : 'global');

/** Where the shell's server sends an index; revalidated by its ETag (the content's hash). */
export const SEARCH_INDEX_PATH = (variant: IndexVariant): string => `/search/index-${variant}.json`;

/** The same file at its content-addressed path: never changes, so kept for a year. */
export const VERSIONED_INDEX_PATH = (variant: IndexVariant, hash: string): string => `/search/index-${variant}.${hash}.json`;

/**
 * The documents of one variant: with JP content off nothing JP-only or future is in it at all
 * (not even hidden), so neither the file, the box nor the results page can show one.
 */
export function documentsFor(all: readonly SearchDocument[], variant: IndexVariant): SearchDocument[] {
  return variant === 'jp' ? [...all] : all.filter((d) => !d.spoiler);
}

/** What every document of a group shares in the file, written once: `{key}` and `{title}` stand for the document's. */
interface GroupShape {
  /** The url of most of the group's documents (`{title}` URI-encoded); a document with another sends its own. */
  url?: string;
  /** The names and keywords every document of the group ends with (the floors' "F{key}", the prayers' "#{key}"). */
  names?: string[];
  keywords?: string[];
  /** Every document of the group is the character its key names. */
  characterIsKey?: true;
}

const keyOf = (d: SearchDocument): string => d.id.slice(d.group.length + 1);
const fill = (template: string, key: string, title = ''): string =>
  template.replace(/\{(key|title)\}/g, (_, name: string) => (name === 'key' ? key : encodeURIComponent(title)));
const unfill = (text: string, key: string, title = ''): string => {
  const encoded = title === '' ? '' : encodeURIComponent(title);
  const withTitle = encoded === '' ? [text] : text.split(encoded);
  return withTitle.map((part) => part.split(key).join('{key}')).join('{title}');
};

/** The longest list every one of `lists` ends with (templated), kept only when each document reads back as it was. */
function sharedEnding(lists: readonly (readonly string[])[], keys: readonly string[]): string[] {
  const templated = lists.map((list, i) => list.map((s) => unfill(s, keys[i]!)));
  let shared = templated[0] ?? [];
  for (const list of templated) {
    let n = 0;
    while (n < shared.length && n < list.length && shared[shared.length - 1 - n] === list[list.length - 1 - n]) n++;
    shared = shared.slice(shared.length - n);
  }
  const readsBack = lists.every((list, i) => shared.every((s, j) => fill(s, keys[i]!) === list[list.length - shared.length + j]));
  return readsBack ? shared : [];
}

function groupShape(documents: readonly SearchDocument[]): GroupShape {
  const keys = documents.map(keyOf);
  const counts = new Map<string, number>();
  for (const [i, d] of documents.entries()) {
    const url = unfill(d.url, keys[i]!, d.title);
    counts.set(url, (counts.get(url) ?? 0) + 1);
  }
  const url = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const names = sharedEnding(
    documents.map((d) => d.names),
    keys,
  );
  const keywords = sharedEnding(
    documents.map((d) => d.keywords ?? []),
    keys,
  );
  const shape: GroupShape = {};
  if (url !== undefined && (counts.get(url) ?? 0) > 1) shape.url = url;
  if (names.length > 0) shape.names = names;
  if (keywords.length > 0) shape.keywords = keywords;
  if (documents.every((d, i) => d.character !== undefined && String(d.character) === keys[i])) shape.characterIsKey = true;
  return shape;
}

/**
 * The index file's text. Every byte goes to a phone: empty fields are left out, an id is sent as its
 * key after the group (`characters:1001` as `1001`), a title that is the first name is not sent twice,
 * and what a group's documents share (a url made from the key, the names and keywords they all end
 * with) is sent once for the group.
 */
export function indexFileText(documents: readonly SearchDocument[], variant: IndexVariant): string {
  const byGroup = new Map<string, SearchDocument[]>();
  for (const d of documents) byGroup.set(d.group, [...(byGroup.get(d.group) ?? []), d]);
  const groups = Object.fromEntries([...byGroup].map(([group, list]) => [group, groupShape(list)]));
  const compact = documents.map((d) => {
    const shape: GroupShape = groups[d.group]!;
    const key = keyOf(d);
    const out: Record<string, unknown> = { key, group: d.group, title: d.title };
    if (d.subtitle) out.subtitle = d.subtitle;
    if (d.subtitleIn) out.subtitleIn = d.subtitleIn;
    const names = d.names.slice(0, d.names.length - (shape.names?.length ?? 0));
    if (names[0] === d.title) out.names = names.slice(1);
    else Object.assign(out, { names, titleIsName: false });
    const keywords = (d.keywords ?? []).slice(0, (d.keywords?.length ?? 0) - (shape.keywords?.length ?? 0));
    if (keywords.length) out.keywords = keywords;
    if (d.description) out.description = d.description;
    if (shape.url === undefined || fill(shape.url, key, d.title) !== d.url) out.url = d.url;
    if (d.character !== undefined && !shape.characterIsKey) out.character = d.character;
    if (d.spoiler) out.spoiler = true;
    return out;
  });
  return JSON.stringify({ format: 3, variant, groups, documents: compact });
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : []);

/** The documents of an index file (ids, names, keywords and urls whole again); null for a file of another format. */
export function readIndexFile(json: unknown): SearchDocument[] | null {
  if (typeof json !== 'object' || json === null) return null;
  const file = json as { format?: unknown; groups?: unknown; documents?: unknown };
  if (file.format !== 3 || !Array.isArray(file.documents)) return null;
  const groups = (typeof file.groups === 'object' && file.groups !== null ? file.groups : {}) as Record<string, GroupShape | undefined>;
  return file.documents
    .map((raw: unknown): unknown => {
      if (typeof raw !== 'object' || raw === null) return null;
      const { key, titleIsName, ...d } = raw as Partial<SearchDocument> & { key?: unknown; titleIsName?: unknown };
      const shape: GroupShape = (Object.hasOwn(groups, String(d.group)) ? groups[String(d.group)] : undefined) ?? {};
      const k = String(key);
      const own = strings(d.names);
      const titled = titleIsName !== false && typeof d.title === 'string';
      const names = [...(titled ? [d.title as string] : []), ...own, ...strings(shape.names).map((s) => fill(s, k))];
      const keywords = [...strings(d.keywords), ...strings(shape.keywords).map((s) => fill(s, k))];
      const out: Record<string, unknown> = { ...d, id: `${String(d.group)}:${k}`, names };
      if (keywords.length > 0) out.keywords = keywords;
      if (d.url === undefined && typeof shape.url === 'string') out.url = fill(shape.url, k, String(d.title));
      if (d.character === undefined && shape.characterIsKey) out.character = Number(k);
      return out;
    })
    .filter(isSearchDocument);
}
