import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
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
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // `const { omitted: _, ...rest } = value` is how a field is dropped from a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
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
