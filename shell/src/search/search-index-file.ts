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

/**
 * The index file's text. Every byte goes to a phone: empty fields are left out, an id is sent as its
 * key after the group (`characters:1001` as `1001`), and a title that is the first name is not sent twice.
 */
export function indexFileText(documents: readonly SearchDocument[], variant: IndexVariant): string {
  const compact = documents.map((d) => {
    const out: Record<string, unknown> = { key: d.id.slice(d.group.length + 1), group: d.group, title: d.title };
    if (d.subtitle) out.subtitle = d.subtitle;
    if (d.names[0] === d.title) out.names = d.names.slice(1);
    else Object.assign(out, { names: d.names, titleIsName: false });
    if (d.keywords?.length) out.keywords = d.keywords;
    if (d.description) out.description = d.description;
    out.url = d.url;
    if (d.character !== undefined) out.character = d.character;
    if (d.spoiler) out.spoiler = true;
    return out;
  });
  return JSON.stringify({ format: 2, variant, documents: compact });
}

/** The documents of an index file (ids and names whole again); null for a file of another format. */
export function readIndexFile(json: unknown): SearchDocument[] | null {
  if (typeof json !== 'object' || json === null) return null;
  const file = json as { format?: unknown; documents?: unknown };
  if (file.format !== 2 || !Array.isArray(file.documents)) return null;
  return file.documents
    .map((raw: unknown) => {
      if (typeof raw !== 'object' || raw === null) return null;
      const { key, titleIsName, ...d } = raw as Partial<SearchDocument> & { key?: unknown; titleIsName?: unknown };
      const names = Array.isArray(d.names) ? (d.names as unknown[]) : [];
      const titled = titleIsName !== false && typeof d.title === 'string';
      return { ...d, id: `${String(d.group)}:${String(key)}`, names: titled ? [d.title, ...names] : names };
    })
    .filter(isSearchDocument);
}
