/** One preload of a `Link` header: the entry as written, and the URL between its angle brackets. */
export interface LinkEntry {
  entry: string;
  href: string;
}

/** A `Link` header's entries; a comma splits entries only before the next `<`, never inside a URL. */
export const linkEntries = (header: string): LinkEntry[] =>
  header.split(/,\s*(?=<)/).map((entry) => ({ entry, href: entry.slice(entry.indexOf('<') + 1, entry.indexOf('>')) }));
