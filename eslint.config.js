import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** What a feature's routes.ts may not reach into (see the rule below). */
const routeForbidden = ['cache', 'bus', 'realtime', 'io', 'presence', 'events', 'commit'];

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
  {
    // Routes parse, call one service and answer: the side effects of a change (cache drops,
    // socket emits, the bus, presence) are reactions to its events, in the feature's
    // subscribers.ts (docs/architecture.md, "Adding a feature").
    files: ['server/src/features/*/routes.ts', 'server/src/features/*/*-routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `MemberExpression[property.name=/^(${routeForbidden.join('|')})$/]`,
          message:
            'A route never touches the cache, the sockets, presence, the bus or events: record an event in the service and react to it in subscribers.ts.',
        },
      ],
    },
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      'e2e/**',
      '**/*.config.{ts,js}',
      'server/src/main.ts',
      'server/src/db/seed.ts',
      'server/src/admin/main.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
