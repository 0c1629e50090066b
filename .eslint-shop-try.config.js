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
  // A feature reaches lib/ and components/ only; any other way out of its own folder is another feature.
  ...[1, 2, 3].map((depth) => {
    const up = '\\.\\./'.repeat(depth);
    return {
      files: [`apps/web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { patterns: [
          { group: ['**/app/**'], message: 'Una feature no importa app/.' },
          { regex: `^${up}(?!\\.\\./)`, message: 'Una feature no importa otra feature; componelas en una ruta.' },
          { regex: `^${up}\\.\\./(?!lib/|components/)`, message: 'Una feature solo importa lib/ y components/ de fuera.' },
        ] }],
      },
    };
  }),
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
