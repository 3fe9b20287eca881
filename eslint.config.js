import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const noCrossFeatureImports = ['broadcasts', 'segments', 'contact-tags', 'staff', 'workspaces', 'webhooks', 'messages', 'account', 'connection', 'templates']

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/routeTree.gen.ts', 'public/mockServiceWorker.js', 'test-results', 'playwright-report'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
      'react-hooks/set-state-in-render': 'off',
    },
  },
  {
    // Layers: api and lib know nothing of React or the app; mocks may use api, lib and domain rules only.
    files: ['src/api/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/features/*', '@/components/*', '@/routes/*', '@/mocks/*', 'react', '@tanstack/*'], message: 'api/ and lib/ stay framework-free.' }] }],
    },
  },
  {
    files: ['src/components/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*', '@/routes/*', '@/mocks/*'], message: 'components/ are app-wide building blocks: no feature code.' }] }],
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
            {
              group: ['@/features/*', `!@/features/${feature}`, '!@/features/templates/template-rules', '!@/features/templates/template-variables'],
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
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
)
