import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
