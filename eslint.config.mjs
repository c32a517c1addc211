import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ROUTER_SURFACE from './shared-domain/src/federation/router-surface.json' with { type: 'json' };

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** The units whose code is checked, by their top folder; each remote is `remote:<name>`. */
const UNIT_FOLDERS = new Set(['shell', 'shared-ui', 'shared-domain', 'api-mock', 'e2e', 'deploy']);

/** Which unit a repo path belongs to: `remote:<name>`, `shell`, a shared package, `api-mock`, `e2e` or `deploy`; null for the rest (root config, node_modules). */
function ownerOfPath(absolute) {
  const [top, name] = path.relative(ROOT, absolute).split(path.sep);
  if (top === 'remotes' && name && !name.startsWith('.')) return `remote:${name}`;
  return UNIT_FOLDERS.has(top) ? top : null;
}

/** The owner an import specifier points at, however it is written (relative, absolute, package, repo path). */
function ownerOfSpecifier(specifier, fromFile) {
  const spec = specifier.split('?')[0];
  if (spec.startsWith('.')) return ownerOfPath(path.resolve(path.dirname(fromFile), spec));
  if (path.isAbsolute(spec)) return ownerOfPath(spec);
  const remotePackage = /^remote-([^/]+)(?:\/|$)/.exec(spec);
  if (remotePackage) return `remote:${remotePackage[1]}`;
  if (spec.startsWith('remotes/')) return ownerOfPath(path.join(ROOT, spec));
  const top = spec.split('/')[0];
  return UNIT_FOLDERS.has(top) ? top : null;
}

/**
 * Who may import whom, by layer: shared-domain at the bottom; shared-ui on it; the shell, each
 * remote and the API on those (the API on shared-domain alone); deploy/ runs and configures the
 * shell's server; e2e drives the whole site. Nothing imports upward, and no unit imports another of
 * its own layer.
 */
const MAY_IMPORT = {
  'shared-domain': [],
  'shared-ui': ['shared-domain'],
  shell: ['shared-ui', 'shared-domain'],
  remote: ['shared-ui', 'shared-domain'],
  'api-mock': ['shared-domain'],
  deploy: ['shell', 'shared-domain'],
  e2e: ['shell', 'deploy', 'shared-ui', 'shared-domain'],
};

/** The one place other units' tests reach the API server from (its test support): shared-ui's real-API helper. */
const API_TEST_DOOR = path.join(ROOT, 'shared-ui', 'src', 'dev', 'real-api.tsx');

function allowed(from, to, file) {
  if (to === null || to === from) return true;
  if (to === 'api-mock' && file === API_TEST_DOOR) return true;
  return MAY_IMPORT[from.startsWith('remote:') ? 'remote' : from].includes(to);
}

const describeOwner = (owner) => owner.replace('remote:', 'the remote ');
const allowedFor = (from) => [describeOwner(from), ...MAY_IMPORT[from.startsWith('remote:') ? 'remote' : from]].join(', ');

/**
 * No imports across units but down the layers, in every form: static and dynamic `import`,
 * `export … from`, `require`, `jest.mock` and `import('…')` types, with relative
 * (`../../../prayers/src/x`), absolute, package (`remote-prayers`) or repo (`remotes/prayers/…`)
 * specifiers. Each remote, the shell and the API deploy on their own; shared code lives in
 * shared-ui / shared-domain.
 */
const noCrossUnitImports = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      cross: "'{{specifier}}' reaches into {{target}}: {{from}} may import only {{allowed}}.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = ownerOfPath(file);
    if (!from) return {};
    const check = (node) => {
      if (!node) return;
      let specifier = null;
      if (node.type === 'Literal' && typeof node.value === 'string') specifier = node.value;
      else if (node.type === 'TemplateLiteral' && node.expressions.length === 0) specifier = node.quasis[0].value.cooked;
      if (specifier === null) return;
      const target = ownerOfSpecifier(specifier, file);
      if (!allowed(from, target, file)) {
        context.report({
          node,
          messageId: 'cross',
          data: { specifier, target: describeOwner(target), from: describeOwner(from), allowed: allowedFor(from) },
        });
      }
    };
    const MODULE_CALLS = new Set(['require', 'require.resolve', 'jest.mock', 'jest.doMock', 'jest.requireActual', 'import.meta.resolve']);
    const calleeName = (callee) =>
      callee.type === 'Identifier'
        ? callee.name
        : callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier'
          ? `${callee.object.type === 'Identifier' ? callee.object.name : callee.object.type === 'MetaProperty' ? 'import.meta' : '?'}.${callee.property.name}`
          : null;
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
      TSExternalModuleReference: (node) => check(node.expression),
      CallExpression: (node) => {
        if (MODULE_CALLS.has(calleeName(node.callee))) check(node.arguments[0]);
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-dev/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report*/**',
      'api-mock/content/**',
      '**/.bench/**',
      'e2e/.serve/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // The domain package stays free of React and of Node: it is bundled for browsers and servers.
  {
    files: ['shared-domain/src/**/*.ts'],
    ignores: ['shared-domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'react/*', 'node:*', 'fs', 'path', 'shared-ui/*'] }],
    },
  },
  // Imports only down the layers: none between remotes, between a remote and the shell, into the API, or upward.
  {
    files: [
      'shell/**/*.{ts,tsx,js,mjs,cjs}',
      'remotes/**/*.{ts,tsx,js,mjs,cjs}',
      'shared-ui/**/*.{ts,tsx,js,mjs,cjs}',
      'shared-domain/**/*.{ts,tsx,js,mjs,cjs}',
      'api-mock/**/*.{ts,tsx,js,mjs,cjs}',
      'e2e/**/*.{ts,tsx,js,mjs,cjs}',
      'deploy/**/*.{ts,tsx,js,mjs,cjs}',
    ],
    plugins: { boundaries: { rules: { 'no-cross-unit-imports': noCrossUnitImports } } },
    rules: { 'boundaries/no-cross-unit-imports': 'error' },
  },
  // The host shares a tree-shaken router (shell/src/federation/router-surface.ts): browser code may
  // only use what it provides, or a remote would get `undefined` at run time. Tests run on the full one.
  {
    files: ['shell/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}'],
    // Test support and the standalone dev harness run their own full router (Jest, a build with
    // no federation), never the shared one; they mount a remote's routes with useRoutes as the shell does.
    // The server renderer (shell/src/ssr) is its own bundle with its own router, never shared.
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test-support/**',
      'shared-ui/src/dev/**',
      'shell/src/federation/router-surface.ts',
      'shell/src/ssr/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              allowImportNames: ROUTER_SURFACE,
              allowTypeImports: true,
              message:
                'The shell shares only the router exports listed in shared-domain/src/federation/router-surface.json; add it there first.',
            },
            ...['react-router', 'react-router/dom'].map((name) => ({
              name,
              allowTypeImports: true,
              message: 'Import the router from react-router-dom.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
