import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Imports flow one way (STYLE.md): contracts → lib/components → features → app.
const webBoundaries = [
  {
    files: ['apps/web/src/lib/**', 'apps/web/src/components/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'lib/ y components/ no importan features ni app.' }] }],
    },
  },
  // A feature file at depth d below features/<name>/ reaches a sibling feature with d+1 `../`;
  // lib/ and components/ are one more level up, so they stay allowed.
  ...['*', '*/*', '*/*/*'].map((depth) => ({
    files: [`apps/web/src/features/*/${depth}.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/app/**'], message: 'Una feature no importa app/.' },
        { regex: `^(\\.\\./){${depth.split('/').length}}[^./]`, message: 'Una feature no importa otra feature; componelas en una ruta.' },
      ] }],
    },
  })),
  {
    files: ['packages/contracts/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@feria/*', 'react', 'fastify', 'drizzle-orm'], message: 'contracts depende solo de zod.' }] }],
    },
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/migrations/**', 'bench/results/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...webBoundaries,
);
