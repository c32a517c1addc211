import { SECTIONS } from 'shared-domain/federation/sections';
import { isSearchDocument, type SearchDocument } from 'shared-domain/federation/search-document';
import type { ApiText, PageServer } from 'shared-domain/federation/page-server';
import type { PageManifest } from 'shared-domain/federation/page-manifest';
import type { Locale } from 'shared-domain/i18n/locales';
import type { ShellT } from '../../src/messages/catalogue';
import { pageDocuments, shellDocuments } from '../../src/search/site-documents';

export interface SearchSources {
  manifests: () => Promise<readonly PageManifest[]>;
  pageServer: (sectionId: (typeof SECTIONS)[number]['id']) => Promise<PageServer | null>;
  apiText: ApiText;
  /** The shell's words in a language (the renderer's compiled catalogue); null while it cannot be had. */
  words: (locale: Locale) => Promise<ShellT | null>;
}

/**
 * Every document of the site: the shell's own, the manifests' pages, and each section's entities
 * as its remote declares them (`PageServer.searchDocuments`). `complete` is false while a section
 * could not tell (its remote or the API not up): the index is then made again soon.
 */
export async function collectSearchDocuments(
  sources: SearchSources,
  now: number,
): Promise<{ documents: SearchDocument[]; complete: boolean }> {
  const [manifests, en, ja] = await Promise.all([sources.manifests(), sources.words('en'), sources.words('ja')]);
  const bySection = await Promise.all(
    SECTIONS.map(async (section) => {
      const server = await sources.pageServer(section.id).catch(() => null);
      if (!server) return null;
      if (!server.searchDocuments) return [];
      const found = await server.searchDocuments(sources.apiText, now).catch(() => null);
      // A remote built against another shape is skipped document by document, not trusted.
      return found === null ? null : found.filter(isSearchDocument);
    }),
  );
  const seen = new Set<string>();
  // The shell's pages and settings: titled in English, found by their Japanese names too.
  const shell = en && ja ? shellDocuments(en, ja) : [];
  const documents = [...shell, ...pageDocuments(manifests), ...bySection.flatMap((d) => d ?? [])].filter(
    (d) => !seen.has(d.id) && seen.add(d.id),
  );
  return { documents, complete: bySection.every((d) => d !== null) && manifests.length === SECTIONS.length && shell.length > 0 };
}
