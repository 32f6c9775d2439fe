import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const NODE_BUILTINS = ['node:*', 'fs', 'fs/*', 'path', 'os', 'child_process', 'http', 'https', 'net', 'crypto', 'url', 'stream'];

/** Layering of design.md: renderer -> bridge only; core never electron; shared imports nothing of the project. */
const layer = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message: 'Interdit par le découpage en couches (design.md).' }] }] },
});

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // The contract declares void results as type arguments of method<R>().
      '@typescript-eslint/no-invalid-void-type': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}', 'tests/unit/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  layer(['src/renderer/**/*.{ts,tsx}'], ['**/core/**', '**/main/**', '**/server/**', '**/webhost/**', '**/preload/**', 'electron', ...NODE_BUILTINS]),
  layer(['src/core/**/*.ts'], ['electron', '**/main/**', '**/renderer/**', '**/server/**', '**/webhost/**', '**/preload/**']),
  layer(['src/shared/**/*.ts'], ['electron', '**/core/**', '**/main/**', '**/renderer/**', '**/server/**', '**/webhost/**', '**/preload/**', ...NODE_BUILTINS]),
  layer(['src/server/**/*.ts'], ['electron', '**/core/**', '**/main/**', '**/renderer/**', '**/webhost/**', '**/preload/**']),
  layer(['src/preload/**/*.ts'], ['**/core/**', '**/main/**', '**/renderer/**', '**/server/**', '**/webhost/**', ...NODE_BUILTINS]),
  layer(['src/webhost/**/*.ts'], ['electron', '**/main/**', '**/renderer/**', '**/server/**', '**/preload/**']),
  {
    // Issue 31: a suite's reference server fails on a call outside the client's table, so the suites start theirs
    // through the one helper that checks (the end-to-end servers check through CLIENT_API_LOG). The benches measure.
    files: ['tests/unit/**/*.{ts,tsx}', 'tests/support/**/*.ts', 'tests/e2e/**/*.ts'],
    ignores: ['tests/unit/node/reference-server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/server/app'], importNames: ['createServer'], message: 'Démarrer le serveur de référence par startReferenceServer (tests/unit/node/reference-server.ts).' }] },
      ],
    },
  },
);
