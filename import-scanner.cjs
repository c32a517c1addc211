// @ts-check
// The one reader of the repository's module references, for every architecture test (the ownership
// and boundary tests, what a browser bundle or a shared singleton pulls in, the page chunks' names)
// and the build scan of the singletons. Plain CommonJS, so rspack's configs can require it as the tests do.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const ROOT = __dirname;
/** @type {Record<string, string>} package → its source folder (relative to the repository) */
const PACKAGES = { 'shared-domain': 'shared-domain/src', 'shared-ui': 'shared-ui/src' };

/**
 * @typedef {{ specifier: string, kind: 'static' | 'side-effect' | 'dynamic' | 'require' | 'mock', typeOnly: boolean, index: number, chunkName?: string }} Reference
 * @typedef {{ files: Set<string>, packages: Set<string>, dynamic: Array<{ file: string, specifier: string, index: number }> }} Reach
 */

/**
 * `import … from` / `export … from` (with `type`), `import('…')` with an optional bundler comment,
 * `import '…'`, and `require` / `jest.mock` style calls; single or double quotes.
 */
const REFERENCE =
  /\b(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*(['"])([^'"]+)\3|\bimport\s*\(\s*(\/\*[^*]*\*\/\s*)?(['"])([^'"]+)\6\s*\)|\bimport\s+(['"])([^'"]+)\8|\b(require|require\.resolve|jest\.mock|jest\.doMock|jest\.requireActual)\(\s*(['"])([^'"]+)\11/g;

/**
 * Every module reference in a source text, in order.
 * @param {string} source
 * @returns {Array<Reference>}
 */
function referencesIn(source) {
  /** @type {Array<Reference>} */
  const references = [];
  for (const m of source.matchAll(REFERENCE)) {
    const [, typeKeyword, clause, , from, comment, , dynamic, , bare, call, , called] = m;
    const index = m.index ?? 0;
    if (from !== undefined) {
      const names = clause
        ?.match(/^\{([^}]*)\}$/)?.[1]
        ?.split(',')
        .map((n) => n.trim())
        .filter(Boolean);
      // `import { type A, type B }` is erased like `import type`.
      const typeOnly = Boolean(typeKeyword) || (names !== undefined && names.length > 0 && names.every((n) => n.startsWith('type ')));
      references.push({ specifier: from, kind: 'static', typeOnly, index });
    } else if (dynamic !== undefined) {
      const chunkName = comment ? /webpackChunkName:\s*["']([^"']+)["']/.exec(comment)?.[1] : undefined;
      references.push({ specifier: dynamic, kind: 'dynamic', typeOnly: false, index, ...(chunkName ? { chunkName } : {}) });
    } else if (bare !== undefined) {
      references.push({ specifier: bare, kind: 'side-effect', typeOnly: false, index });
    } else if (called !== undefined) {
      references.push({ specifier: called, kind: call?.startsWith('jest.') ? 'mock' : 'require', typeOnly: false, index });
    }
  }
  return references;
}

/** @param {string} base */
function existingFile(base) {
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/**
 * The repository file a specifier names (a shared package's module or a relative path), or
 * undefined for anything else (an npm package, a remote's package name).
 * @param {string} specifier
 * @param {string} fromFile absolute
 * @param {string} [root]
 */
function resolveReference(specifier, fromFile, root = ROOT) {
  const spec = specifier.split('?')[0] ?? specifier;
  const pkg = Object.keys(PACKAGES).find((p) => spec.startsWith(`${p}/`));
  if (pkg) return existingFile(path.join(root, PACKAGES[pkg] ?? '', spec.slice(pkg.length + 1)));
  if (spec.startsWith('.')) return existingFile(path.resolve(path.dirname(fromFile), spec));
  if (path.isAbsolute(spec)) return existingFile(spec);
  return undefined;
}

/**
 * The npm package a bare specifier names (`@scope/name` or `name`); null for a path.
 * @param {string} specifier
 */
function packageNameOf(specifier) {
  if (specifier.startsWith('.') || path.isAbsolute(specifier)) return null;
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}

const CODE = /\.(?:tsx?|jsx?|mjs|cjs)$/;

/**
 * What the value imports reachable from `entries` bring in, as a bundler follows them: static and
 * side-effect imports are followed; `import()` is recorded, not followed; type-only imports and
 * `require` / `jest.mock` (never in browser code) are left out, and so are stylesheets.
 * @param {string[]} entries absolute files
 * @param {{ root?: string }} [options]
 * @returns {Reach}
 */
function valueImportsFrom(entries, { root = ROOT } = {}) {
  /** @type {Reach} */
  const reach = { files: new Set(), packages: new Set(), dynamic: [] };
  /** @param {string} file */
  const visit = (file) => {
    if (reach.files.has(file)) return;
    reach.files.add(file);
    for (const ref of referencesIn(fs.readFileSync(file, 'utf8'))) {
      if (ref.typeOnly || ref.kind === 'require' || ref.kind === 'mock' || ref.specifier.endsWith('.css')) continue;
      if (ref.kind === 'dynamic') {
        reach.dynamic.push({ file, specifier: ref.specifier, index: ref.index });
        continue;
      }
      const target = resolveReference(ref.specifier, file, root);
      if (target) {
        if (CODE.test(target)) visit(target);
        continue;
      }
      // A shared package's module that is not there is a broken import, not a library.
      const name = packageNameOf(ref.specifier);
      if (name && !(name in PACKAGES)) reach.packages.add(name);
    }
  };
  entries.forEach(visit);
  return reach;
}

module.exports = { ROOT, PACKAGES, referencesIn, resolveReference, packageNameOf, valueImportsFrom };
