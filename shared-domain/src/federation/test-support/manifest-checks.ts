import { CANONICAL_PAGES } from '../../routing/canonical-pages';
import { parsePageManifest, type PageManifest } from '../page-manifest';
import { sectionById, type SectionId } from '../sections';

/** A remote's `page-manifest.json` as the shell would read it; fails the test when the shell would refuse it. */
export function checkedManifest(raw: unknown, section: SectionId): PageManifest {
  const manifest = parsePageManifest(raw, section, sectionById(section).basePath);
  if (!manifest) throw new Error(`the ${section} page manifest is refused by parsePageManifest`);
  return manifest;
}

/** The section's canonical pages of the site's checklist, a `:name` segment written as `1`. */
export function canonicalPathsOf(section: SectionId): string[] {
  const base = sectionById(section).basePath;
  return CANONICAL_PAGES.map((p) => p.path).filter((p) => p === base || p.startsWith(`${base}/`));
}

export const manifestPaths = (manifest: PageManifest) => manifest.pages.map((p) => p.path.replace(/:\w+/g, '1'));
