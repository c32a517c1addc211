import { parsePageManifest, type PageManifest } from '../page-manifest';
import { sectionById, type SectionId } from '../sections';

/** A remote's `page-manifest.json` as the shell would read it; fails the test when the shell would refuse it. */
export function checkedManifest(raw: unknown, section: SectionId): PageManifest {
  const manifest = parsePageManifest(raw, section, sectionById(section).basePath);
  if (!manifest) throw new Error(`the ${section} page manifest is refused by parsePageManifest`);
  return manifest;
}

/** Each declared page at a URL one can open: a `:name` segment written as `1`. */
export const manifestPaths = (manifest: PageManifest) => manifest.pages.map((p) => p.path.replace(/:\w+/g, '1'));

/**
 * Each declared page with the heading it shows: its title, unless the remote says the page
 * refines it once its data is in (`refined`, by the path opened; e.g. a floor's number).
 */
export function pagesWithHeadings(
  manifest: PageManifest,
  refined: Readonly<Record<string, string | RegExp>> = {},
): Array<{ path: string; heading: string | RegExp }> {
  const paths = manifestPaths(manifest);
  const unknown = Object.keys(refined).filter((path) => !paths.includes(path));
  if (unknown.length) throw new Error(`refined headings for pages the manifest does not declare: ${unknown.join(', ')}`);
  return manifest.pages.map((page, i) => ({ path: paths[i]!, heading: refined[paths[i]!] ?? page.title }));
}
