import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/**
 * Features never import each other's internals (DESIGN.md §3): shared pieces live elsewhere.
 * From a file directly in features/<feature>/, `../<name>/` is another feature; from a file one
 * folder deeper (features/<feature>/api/x.ts), `../../<name>/` is. Deeper `../` reach shared code.
 */
const anotherFeature = {
  message: 'A feature may not import another feature; move shared code out of features/.',
};
const featureBoundary = (root) => [
  {
    files: [`${root}/src/features/*/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: String.raw`^(\.\./)+features/`, ...anotherFeature },
            { regex: String.raw`^\.\./(?!\.\.)[^/]+/`, ...anotherFeature },
          ],
        },
      ],
    },
  },
  {
    files: [`${root}/src/features/*/*/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: String.raw`^(\.\./)+features/`, ...anotherFeature },
            { regex: String.raw`^\.\./\.\./(?!\.\.)[^/]+/`, ...anotherFeature },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'e2e/artifacts/**',
      'server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // Cycles are looked for in our code only; parsing bundled dependencies is slow and noisy.
      'import-x/ignore': ['node_modules'],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  ...featureBoundary('server'),
  ...featureBoundary('web'),
  {
    files: [
      'scripts/**',
      'bench/**',
      'e2e/**',
      '**/*.config.{ts,js}',
      'server/src/main.ts',
      'server/src/db/seed.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
