import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import ROUTER_SURFACE from './shared-domain/src/federation/router-surface.json' with { type: 'json' };

const REMOTES = ['characters', 'prayers', 'story-cards', 'tower', 'update-log'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-dev/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', 'api-mock/content/**', '**/.bench/**', 'e2e/.serve/**'] },
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
  // No cross-imports between remotes, and none from a remote into the shell.
  ...REMOTES.map((remote) => ({
    files: [`remotes/${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...REMOTES.filter((r) => r !== remote).flatMap((r) => [`**/remotes/${r}/**`, `remote-${r}`, `remote-${r}/*`]),
            '**/shell/**',
            'shell/*',
          ],
        },
      ],
    },
  })),
  // The host shares a tree-shaken router (shell/src/federation/router-surface.ts): browser code may
  // only use what it provides, or a remote would get `undefined` at run time. Tests run on the full one.
  {
    files: ['shell/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shell/src/federation/router-surface.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              allowImportNames: ROUTER_SURFACE,
              allowTypeImports: true,
              message: 'The shell shares only the router exports listed in shared-domain/src/federation/router-surface.json; add it there first.',
            },
            ...['react-router', 'react-router/dom'].map((name) => ({ name, allowTypeImports: true, message: 'Import the router from react-router-dom.' })),
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
