import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import duenos from './apps/api/src/modules/duenos.json' with { type: 'json' };

// Imports flow one way (STYLE.md): contracts → lib/components → features → app.
const webBoundaries = [
  {
    files: ['apps/web/src/lib/**', 'apps/web/src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/**', '**/app/**'], message: 'lib/ y components/ no importan features ni app.' },
          ],
        },
      ],
    },
  },
  // A feature file at depth d below features/<name>/ reaches a sibling feature with d+1 `../`;
  // lib/ and components/ are one more level up, so they stay allowed.
  ...['*', '*/*', '*/*/*'].map((depth) => ({
    files: [`apps/web/src/features/*/${depth}.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**'], message: 'Una feature no importa app/.' },
            {
              regex: `^(\\.\\./){${depth.split('/').length}}[^./]`,
              message: 'Una feature no importa otra feature; componelas en una ruta.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['packages/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@feria/*', 'react', 'fastify', 'drizzle-orm'], message: 'contracts depende solo de zod.' },
          ],
        },
      ],
    },
  },
];

// API tables and the module that owns them (apps/api/src/modules/README.md): only the owner
// imports the table; every other module, the seed and the tests go through the owner's functions.
// Every table has one owning module (apps/api/src/modules/duenos.json, README there): only the
// owner imports its drizzle table; the rest call the owner's functions.
const camel = (tabla) => tabla.replace(/_([a-z])/g, (_, c) => c.toUpperCase());
const TABLAS_CON_DUENO = Object.fromEntries(
  Object.entries(duenos).map(([modulo, tablas]) => [modulo, tablas.map(camel)]),
);
const tablasAjenas = (modulo) =>
  Object.entries(TABLAS_CON_DUENO)
    .filter(([duenio]) => duenio !== modulo)
    .map(([duenio, tablas]) => ({
      group: ['**/db/schema', '**/db/schema/*'],
      importNames: tablas,
      message: `Estas tablas son del módulo ${duenio}: usá sus funciones.`,
    }));
const apiOwnership = [
  // The audience route plugins only register routes and call module services: no tables, no SQL.
  {
    files: ['apps/api/src/http/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/**', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'Las rutas llaman a los servicios de los módulos; no leen tablas.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/modules/**', 'apps/api/src/db/**', 'apps/api/src/http/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: tablasAjenas(null) }] },
  },
  ...Object.keys(TABLAS_CON_DUENO).map((modulo) => ({
    files: [`apps/api/src/modules/${modulo}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: tablasAjenas(modulo) }] },
  })),
  // Modules that own no table (tienda composes the others).
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: Object.keys(TABLAS_CON_DUENO).map((m) => `apps/api/src/modules/${m}/**`),
    rules: { 'no-restricted-imports': ['error', { patterns: tablasAjenas(null) }] },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/migrations/**',
      'bench/results/**',
      'test-results/**',
    ],
  },
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
  ...apiOwnership,
);
