// @ts-check
// Which modules of shared-ui and shared-domain the federation shares: exactly those that must be one
// instance on a page (a React context, a Redux slice, store or api, endpoints injected into the one
// api, a module-level variable or collection, state kept on globalThis). Everything else is bundled
// into each remote that imports it, so a remote runs the code it was built and tested with.
//
// One scan of the sources serves the remotes' `shared` config and the SSR bundles' externals
// (rspack.factory.mjs) and the shell's share table (shell/src/federation/shell-shares.ts, written
// out at build time by the loader this file exports). A file can overrule the scan with a comment
// `// federation: singleton — <why>` or `// federation: not a singleton — <why>`; the scan's test
// (shared-domain/src/federation/shared-singletons.test.ts) fails when such a marker agrees with it.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
// The repository's one import scanner, so the build and the architecture tests read imports alike.
const { PACKAGES, valueImportsFrom } = require('./import-scanner.cjs');

const ROOT = __dirname;

/** @type {Array<[reason: string, pattern: RegExp]>} what makes a module hold state, read from its code */
const STATE_RULES = [
  ['a React context', /\bcreateContext\s*[<(]/],
  [
    'a Redux slice, store or api',
    /\b(?:createSlice|createApi|buildCreateApi|combineSlices|configureStore|createDynamicMiddleware|createListenerMiddleware)\s*[<(]/,
  ],
  [
    'endpoints injected into the one api as it loads',
    /^(?:export\s+)?(?:const|let|var)\s[^=]*=\s*[\w$.]*\b(?:injectContract|injectEndpoints)\s*[<(]|^[\w$.]+\.(?:inject|injectEndpoints)\s*\(/m,
  ],
  ['a module-level variable', /^(?:export\s+)?(?:let|var)\s/m],
  [
    'a module-level collection filled at run time',
    /^(?:export\s+)?const\s+[\w$]+[^=\n]*=\s*(?:new\s+(?:Map|Set|WeakMap|WeakSet)\s*(?:<.*>)?\s*\(\s*\)|\[\s*\]|\{\s*\})\s*;/m,
  ],
  ['state kept on globalThis', /\bSymbol\.for\s*\(/],
];

const MARKER = /^\s*\/\/\s*federation:\s*(singleton|not a singleton)\b/m;

/** Comments removed (the scan reads code only): block comments and `//` comments after a space or at a line start. */
const codeOf = (/** @type {string} */ source) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;{}])\/\/.*$/gm, '$1');

/**
 * What the scan reads in one module's source: the state it holds and the file's own marker.
 * @param {string} source
 * @returns {{ reasons: string[], marker: 'singleton' | 'not a singleton' | null, singleton: boolean }}
 */
function stateOf(source) {
  const code = codeOf(source);
  const reasons = STATE_RULES.filter(([, pattern]) => pattern.test(code)).map(([reason]) => reason);
  const found = MARKER.exec(source);
  const marker = found ? /** @type {'singleton' | 'not a singleton'} */ (found[1]) : null;
  return { reasons, marker, singleton: marker ? marker === 'singleton' : reasons.length > 0 };
}

/** Test code, dev helpers and test support never reach a remote's bundle. */
const isTestOrDev = (/** @type {string} */ file) =>
  /\.(test|d)\.tsx?$/.test(file) ||
  file.startsWith(`dev${path.sep}`) ||
  file.startsWith('dev/') ||
  /test-(support|clock|fixtures)/.test(file);

/**
 * Whether a package's `exports` map lets a remote import the file by its package name:
 * shared-domain's `./*` is `.ts`; shared-ui's `./hooks/*`, `./api/*`, `./scheduling/*`, `./styles/*`, `./i18n/*`, `./messages/*` are `.ts` and its
 * `./*` is `.tsx`.
 */
function importable(/** @type {string} */ pkg, /** @type {string} */ file) {
  if (pkg === 'shared-domain') return file.endsWith('.ts');
  return ['hooks', 'api', 'scheduling', 'styles', 'i18n', 'messages'].includes(file.split(/[\\/]/)[0] ?? '')
    ? file.endsWith('.ts')
    : file.endsWith('.tsx');
}

/**
 * Every source module of shared-ui and shared-domain (tests and dev helpers aside).
 * @returns {Array<{ key: string, pkg: string, file: string, importable: boolean }>} key = the import specifier ("shared-ui/api/base-api")
 */
function packageModules(root = ROOT) {
  const modules = [];
  for (const [pkg, dir] of Object.entries(PACKAGES)) {
    for (const rel of fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).sort()) {
      if (!/\.tsx?$/.test(rel) || isTestOrDev(rel)) continue;
      const key = `${pkg}/${rel
        .replace(/\.tsx?$/, '')
        .split(path.sep)
        .join('/')}`;
      modules.push({ key, pkg, file: path.join(root, dir, rel), importable: importable(pkg, rel) });
    }
  }
  return modules;
}

/**
 * The singletons: the modules that hold state, by the scan (or their marker), sorted by key.
 * @returns {Array<{ key: string, pkg: string, file: string, importable: boolean, reasons: string[] }>}
 */
function sharedSingletons(root = ROOT) {
  return packageModules(root)
    .map((m) => ({ ...m, ...stateOf(fs.readFileSync(m.file, 'utf8')) }))
    .filter((m) => m.singleton)
    .map(({ key, pkg, file, importable, reasons }) => ({ key, pkg, file, importable, reasons }));
}

const FRAMEWORK = /^(react|react-dom|react-redux|react-router|react-router-dom|@reduxjs\/toolkit)(\/|$)/;

/** The npm libraries (not the shared frameworks) a module pulls in through its static value imports. */
function librariesPulledIn(/** @type {string} */ file, root = ROOT) {
  return new Set([...valueImportsFrom([file], { root }).packages].filter((name) => !FRAMEWORK.test(name)));
}

/**
 * The chunk the shell loads a singleton in: one per package folder (`shared-ui-hooks`), so a section's
 * first visit makes few round trips, or its own when it pulls in a library (a small neighbour never
 * downloads that library with it).
 */
function chunkNameOf(/** @type {{ key: string, file: string }} */ module, root = ROOT) {
  const parts = module.key.split('/');
  return librariesPulledIn(module.file, root).size > 0 ? parts.join('-') : parts.slice(0, parts.length > 2 ? 2 : 1).join('-');
}

/** The shell's table of singletons as code: one static `import()` per module, in its chunk. */
function singletonLoadersSource(root = ROOT) {
  const lines = sharedSingletons(root).map(
    (m) =>
      `  ${JSON.stringify(m.key)}: [${JSON.stringify(m.pkg)}, () => import(/* webpackChunkName: ${JSON.stringify(chunkNameOf(m, root))} */ ${JSON.stringify(m.key)})],`,
  );
  return `{\n${lines.join('\n')}\n}`;
}

const BEGIN = '// build:singletons';
const END = '// end build:singletons';

/**
 * The loader rspack applies to shell-shares.ts: the lines between `// build:singletons` and
 * `// end build:singletons` (which compute the table from this scan when Jest runs them) become
 * `const SINGLETON_LOADERS: … = { <key>: [<package>, () => import(<key>)], … };`, so the bundler
 * sees a static import() per singleton and the browser bundle carries no scanner.
 * @this {{ addContextDependency?: (dir: string) => void }}
 * @param {string} source
 */
function shellSharesLoader(source) {
  const start = source.indexOf(BEGIN);
  const end = source.indexOf(END);
  if (start < 0 || end < start) throw new Error(`shell-shares.ts: no "${BEGIN}" … "${END}" block for the singleton table`);
  // A module added to or changed in the shared packages changes the table: rebuild on it in watch mode.
  for (const dir of Object.values(PACKAGES)) this?.addContextDependency?.(path.join(ROOT, dir));
  const declaration = /const\s+SINGLETON_LOADERS\s*(:[^=]+)?=/.exec(source.slice(start, end));
  if (!declaration) throw new Error('shell-shares.ts: the build:singletons block must declare `const SINGLETON_LOADERS`');
  const table = `const SINGLETON_LOADERS${declaration[1] ?? ' '}= ${singletonLoadersSource()};\n`;
  return source.slice(0, start) + table + source.slice(end + END.length);
}

module.exports = shellSharesLoader;
module.exports.PACKAGES = PACKAGES;
module.exports.STATE_RULES = STATE_RULES;
module.exports.stateOf = stateOf;
module.exports.packageModules = packageModules;
module.exports.sharedSingletons = sharedSingletons;
module.exports.chunkNameOf = chunkNameOf;
module.exports.singletonLoadersSource = singletonLoadersSource;
