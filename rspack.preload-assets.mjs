// @ts-check
// Build manifests that let a server preload a page's whole first download with its HTML (a `Link`
// header), instead of the browser discovering it script by script: the shell's server reads the
// shell's `preload-assets.json` and each remote's `page-assets.json` (shell/server/delivery/page-preload.ts).

/** `consume shared module (default) shared-ui/page/page-suspense@^1.2.0 (strict) (fallback: …)` → the share key. */
const CONSUMED_KEY = /^consume shared module \([^)]*\) (.+?)@/;

/** Page chunks are named `page:<route path>|<route path>…` in a remote's routes.tsx; `index` is the section's own page. */
export const PAGE_CHUNK_PREFIX = 'page:';

/** A unit's catalogue of one language is the lazy chunk `messages-<locale>` (its messages/catalogue.ts). */
const MESSAGES_CHUNK = /^messages-([a-z]{2})$/;

/**
 * @param {any} compilation
 * @param {any} group a chunk group
 * @returns {{ files: string[], shared: string[] }} the group's own files (maps left out) and the share keys its modules consume
 */
function groupAssets(compilation, group) {
  const files = new Set();
  const shared = new Set();
  for (const chunk of group.chunks) {
    for (const file of chunk.files) if (!file.endsWith('.map')) files.add(file);
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      const key = CONSUMED_KEY.exec(String(module.identifier()))?.[1];
      if (key) shared.add(key);
    }
  }
  return { files: [...files].sort(), shared: [...shared].sort() };
}

/**
 * The shell: `preload-assets.json` = `{ entry, groups: { <chunk name>: files }, shares: { <share key>: files } }`,
 * its entry's files, the files of its named lazy chunks (the federation runtime, the API layer) and of each shared module
 * it provides (the `import()` requests of shell-shares.ts are the share keys).
 * A remote: `page-assets.json` = `{ routes: { files, shared }, pages: [{ paths, files, shared }], messages: { <locale>: files } }`,
 * its exposed route table, each page chunk with the share keys it consumes, and its catalogue in each language.
 *
 * @param {typeof import('@rspack/core')} rspack
 * @param {'host' | 'remote'} kind
 */
export function preloadAssetsPlugin(rspack, kind) {
  return {
    /** @param {import('@rspack/core').Compiler} compiler */
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('PreloadAssets', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'PreloadAssets', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const manifest = kind === 'host' ? shellManifest(compilation) : remoteManifest(compilation);
          const file = kind === 'host' ? 'preload-assets.json' : 'page-assets.json';
          compilation.emitAsset(file, new rspack.sources.RawSource(`${JSON.stringify(manifest)}\n`));
        });
      });
    },
  };
}

/** @param {any} compilation */
function shellManifest(compilation) {
  const groups = {};
  const shares = {};
  const entry = groupAssets(compilation, compilation.entrypoints.get('main')).files;
  for (const group of compilation.chunkGroups) {
    if (group.isInitial?.()) continue;
    const { files } = groupAssets(compilation, group);
    if (group.name) groups[group.name] = files;
    for (const origin of group.origins ?? []) {
      if (origin.request && /[\\/]shell-shares\.ts$/.test(String(origin.module?.resource ?? ''))) shares[origin.request] = files;
    }
  }
  return { entry, groups, shares };
}

/** @param {any} compilation */
function remoteManifest(compilation) {
  const pages = [];
  /** @type {Record<string, string[]>} */
  const messages = {};
  let routes = { files: [], shared: [] };
  for (const [name, group] of compilation.namedChunkGroups) {
    const locale = MESSAGES_CHUNK.exec(name)?.[1];
    if (name === '__federation_expose_routes') routes = groupAssets(compilation, group);
    else if (locale) messages[locale] = groupAssets(compilation, group).files;
    else if (name.startsWith(PAGE_CHUNK_PREFIX)) {
      const paths = name.slice(PAGE_CHUNK_PREFIX.length).split('|');
      pages.push({ paths, ...groupAssets(compilation, group) });
    }
  }
  pages.sort((a, b) => a.paths[0].localeCompare(b.paths[0]));
  return { routes, pages, messages };
}
