import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The demo API is a chunk of its own, loaded only in demo mode and only by src/app/demo-api.ts.
const demoApiMessage =
  'src/mocks is the demo API: only src/app/demo-api.ts loads it (lazily, to keep it out of the live bundle). Demo keys: @/lib/demo-keys. Tests: withDemoServer and connectAs from @/test/.'
const noMocksImports = { group: ['@/mocks', '@/mocks/*', '**/mocks', '**/mocks/*'], message: demoApiMessage }
const namedExportsOnly = { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }
const noDynamicMocksImports = {
  selector: 'ImportExpression[source.value=/(^|\\/)mocks(\\/|$)/]',
  message: demoApiMessage,
}
const appLayers = [
  'src/features/**',
  'src/components/**',
  'src/resources/**',
  'src/routes/**',
  'src/app/**',
  'src/*.{ts,tsx}',
]

const noCrossFeatureImports = [
  'broadcasts',
  'segments',
  'contact-tags',
  'staff',
  'workspaces',
  'webhooks',
  'messages',
  'account',
  'connection',
  'templates',
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'src/routeTree.gen.ts',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', namedExportsOnly],
      'react-hooks/set-state-in-render': 'off',
    },
  },
  {
    // Layers: api and lib know nothing of React or the app; mocks may use api, lib and domain rules only.
    files: ['src/api/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*', '@/features/*', '@/components/*', '@/routes/*', '@/mocks/*', 'react', '@tanstack/*'],
              message: 'api/ and lib/ stay framework-free.',
            },
          ],
        },
      ],
    },
  },
  {
    // resources/ sit below the UI: key factories, queries and cache updates, shared by every screen.
    files: ['src/resources/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/components/*', '@/routes/*'],
              message: 'resources/ sit below components/ and features/.',
            },
            noMocksImports,
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/routes/*'],
              message: 'components/ are app-wide building blocks: no feature code.',
            },
            noMocksImports,
          ],
        },
      ],
    },
  },
  ...noCrossFeatureImports.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/routes/*'], message: 'features/ sit below routes/.' },
            noMocksImports,
            {
              // The template rules and variables may be shared; the rest of templates/ may not (a re-include needs its parent re-included).
              group: [
                ...new Set([
                  '@/features/*',
                  '!@/features/templates',
                  '@/features/templates/*',
                  '!@/features/templates/rules',
                  '!@/features/templates/template-variables',
                  `!@/features/${feature}`,
                  `!@/features/${feature}/**`,
                ]),
              ],
              message: 'No imports between feature folders: share through components/, lib/ or api/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/routes/**', 'src/router.tsx', 'src/main.tsx', '*.config.ts', 'e2e/**', 'scripts/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/app/**', 'src/routes/**', 'src/*.{ts,tsx}'],
    ignores: ['src/app/demo-api.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMocksImports] }] },
  },
  {
    files: appLayers,
    ignores: ['src/app/demo-api.ts'],
    rules: { 'no-restricted-syntax': ['error', namedExportsOnly, noDynamicMocksImports] },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
)
