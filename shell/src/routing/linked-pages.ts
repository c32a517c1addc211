import { homeCards, pagesLinkedFrom, type HomeCard, type ManifestPage } from 'shared-domain/federation/page-manifest';
import { useSitePages } from './site-pages';

/**
 * The shell's places that link into the sections. The shell names the place; a remote's manifest
 * says which of its pages the place leads to, so a section moves or renames a page on its own.
 */
export type LinkPlace = 'footer' | 'home-collection' | 'home-prayers' | 'home-upcoming' | 'home-updates';

const NONE: readonly ManifestPage[] = [];

/** The pages a place links to; none until the manifests are known (or when no remote declares one). */
export function useLinkedPages(place: LinkPlace): readonly ManifestPage[] {
  const site = useSitePages();
  return site ? pagesLinkedFrom(site.manifests, place) : NONE;
}

/** The one page a place links to, or null: the place then shows no link. */
export const useLinkedPath = (place: LinkPlace): string | null => useLinkedPages(place)[0]?.path ?? null;

/** The home's tracker cards, from the manifests (none until they are known). */
export function useHomeCards(): ReadonlyArray<HomeCard & { path: string }> {
  const site = useSitePages();
  return site ? homeCards(site.manifests) : [];
}
