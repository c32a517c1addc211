import { SECTIONS } from 'shared-domain/federation/sections';
import { isSearchDocument, type SearchDocument } from 'shared-domain/federation/search-document';
import type { ApiText, PageServer } from 'shared-domain/federation/page-server';
import type { PageManifest } from 'shared-domain/federation/page-manifest';
import type { MessageKey } from '../../src/messages/catalogue';
import en from '../../src/messages/en';
import ja from '../../src/messages/ja';
import { pageDocuments, shellDocuments } from '../../src/search/site-documents';

/**
 * A label as the catalogue's module has it. The labels indexed are plain words (no placeholder or
 * quote): the server's source has them as text, and a build or a test compiles each into a function
 * that gives the same text.
 */
const labelText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'function' ? String((value as () => unknown)()) : undefined;
const sourceText =
  (messages: Partial<Record<MessageKey, unknown>>) =>
  (key: MessageKey): string =>
    labelText(messages[key]) ?? labelText(en[key]) ?? key;

/** The shell's documents in the one index: titled in English, found by their Japanese names too. */
const indexedShellDocuments = (): SearchDocument[] => shellDocuments(sourceText(en), sourceText(ja));

export interface SearchSources {
  manifests: () => Promise<readonly PageManifest[]>;
  pageServer: (sectionId: (typeof SECTIONS)[number]['id']) => Promise<PageServer | null>;
  apiText: ApiText;
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
  const manifests = await sources.manifests();
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
  const documents = [...indexedShellDocuments(), ...pageDocuments(manifests), ...bySection.flatMap((d) => d ?? [])].filter(
    (d) => !seen.has(d.id) && seen.add(d.id),
  );
  return { documents, complete: bySection.every((d) => d !== null) && manifests.length === SECTIONS.length };
}
