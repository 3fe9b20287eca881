import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import lingui from 'eslint-plugin-lingui'
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
// An import of another layer, by the @/ alias or by a relative path that climbs into it (../../features/x).
const layerImport = (...layers) => `^(@/|(\\.\\./)+)(${layers.join('|')})(/|$)`
const uiPackages = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  '@tanstack/*',
  'react-hook-form',
  '@hookform/*',
  'sonner',
  'lucide-react',
  '@radix-ui/*',
]
const notInMocks = ['app', 'features', 'components', 'resources', 'routes']
const mocksMessage =
  'src/mocks is the demo API: it may import api/, domain/, lib/, itself and packages (msw), never the UI it serves.'
const mocksLayers = (...more) => [
  { regex: layerImport(...notInMocks, ...more), message: mocksMessage },
  { group: uiPackages, message: mocksMessage },
]
const domainMessage =
  'domain/ holds rules shared by the UI and the demo API: it may import api/, lib/ and domain/ only, and no UI library.'
const noDynamicLayerImports = (layers, message) => ({
  selector: `ImportExpression[source.value=/${layerImport(...layers).replaceAll('/', '\\/')}/]`,
  message,
})
const keysMessage =
  "Query and mutation keys live in src/resources: use the resource's factory (templateQueries.list(params), useCreateTemplate()...)."
const noSpelledKeys = {
  selector: 'ObjectExpression > Property[key.name=/^(queryKey|mutationKey)$/]',
  message: keysMessage,
}
const noResourceRoots = {
  selector:
    ':matches(ImportDeclaration, ImportExpression, ExportNamedDeclaration, ExportAllDeclaration)[source.value=/(^|\\/)resource-roots$/]',
  message: keysMessage,
}
// The folders and files whose every word comes from the message catalogue (docs/i18n.md); each joins once translated.
const localized = [
  'src/features/connection/**',
  'src/components/app-shell.tsx',
  'src/components/theme-select.tsx',
  'src/components/sign-out-button.tsx',
  'src/components/use-sign-out.tsx',
  'src/app/drafts.ts',
  'src/app/navigation.ts',
  'src/components/sidebar-nav.tsx',
  'src/components/phone-menu.tsx',
  'src/components/phone-menu-sheet.tsx',
  'src/features/workspaces/components/workspace-overview.tsx',
  'src/features/workspaces/components/count-card.tsx',
]
const formatterMessage =
  'Format through src/lib/format*.ts (formatCount, formatPercent, formatDateTime, formatClock, formatDuration, formatRegion...) and order names with compareNames (src/lib/compare-names.ts): they take the locale from src/lib/locale.ts. The browser time zone: userTimeZone(), there too.'
const intlFormatters = [
  'Collator',
  'DateTimeFormat',
  'DisplayNames',
  'DurationFormat',
  'ListFormat',
  'NumberFormat',
  'PluralRules',
  'RelativeTimeFormat',
]
const appLayers = [
  'src/features/**',
  'src/components/**',
  'src/resources/**',
  'src/routes/**',
  'src/app/**',
  'src/*.{ts,tsx}',
]

// Every folder of src/features is a feature, walled off from the others.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

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
    // Layers, each importing only from the ones below it: api and lib know nothing of React, the app or the domain rules.
    files: ['src/api/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: layerImport('app', 'features', 'components', 'resources', 'routes', 'mocks', 'domain'),
              message: 'api/ and lib/ stay framework-free.',
            },
            { group: uiPackages, message: 'api/ and lib/ stay framework-free.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: layerImport('app', 'features', 'components', 'resources', 'routes', 'mocks'),
              message: domainMessage,
            },
            { group: uiPackages, message: domainMessage },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        namedExportsOnly,
        noDynamicLayerImports(['app', 'features', 'components', 'resources', 'routes', 'mocks'], domainMessage),
      ],
    },
  },
  {
    files: ['src/mocks/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: mocksLayers('test') }],
      'no-restricted-syntax': ['error', namedExportsOnly, noDynamicLayerImports(notInMocks, mocksMessage)],
    },
  },
  {
    // Tests of the demo API start it through the shared harness in src/test.
    files: ['src/mocks/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: mocksLayers() }] },
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
              regex: layerImport('features', 'components', 'routes'),
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
              regex: layerImport('features', 'routes'),
              message: 'components/ are app-wide building blocks: no feature code.',
            },
            noMocksImports,
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: layerImport('routes'), message: 'features/ sit below routes/.' },
            noMocksImports,
            {
              regex: `^(@/features/|(\\.\\./)+(features/)?)(${features.filter((other) => other !== feature).join('|')})(/|$)`,
              message:
                'No imports between feature folders: share through components/, resources/, domain/, lib/ or api/.',
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
  // Query and mutation keys are spelled in src/resources only (one factory per resource), so changing a key's shape
  // there changes every reader and every invalidation. These blocks repeat the app layers' selectors: a later block
  // replaces no-restricted-syntax's options for its files. Tests are left out: they build throwaway queries.
  ...[
    { files: ['src/app/**'], syntax: [noSpelledKeys] },
    { files: ['src/features/**', 'src/components/**', 'src/routes/**'], syntax: [noSpelledKeys, noResourceRoots] },
  ].map(({ files, syntax }) => ({
    files,
    ignores: ['src/app/demo-api.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', namedExportsOnly, noDynamicMocksImports, ...syntax] },
  })),
  {
    // Numbers, dates and names are written in one locale, from src/lib/locale.ts, by one formatter module: a formatter
    // made anywhere else would stay English once the interface speaks other languages. zoned-time.ts reads a zone's
    // wall clock through Intl. A separate rule from no-restricted-syntax, which later blocks replace for their files.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/lib/format*.ts',
      'src/lib/compare-names.ts',
      'src/lib/locale.ts',
      'src/domain/zoned-time.ts',
      '**/*.test.{ts,tsx}',
      'src/test/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: formatterMessage,
        })),
        ...intlFormatters.map((property) => ({ object: 'Intl', property, message: formatterMessage })),
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Messages are made where they are shown (t`…`, plural), or described for later (msg`…`) where code runs once.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**', 'src/mocks/**'],
    plugins: { lingui },
    rules: {
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/consistent-plural-format': 'error',
    },
  },
  {
    files: localized,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Class lists, ids, field names, URLs, keys and values no one reads.
          ignore: [
            '^[a-z0-9:/_\\[\\]().%#&=?-]+( [a-z0-9:/_\\[\\]().%#&=?!-]+)*$',
            '^[A-Z_]+$',
            '^[a-z]+([A-Z][a-z0-9]*)+$',
            '^https?://',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|class|id|name|type|value|key|href|to|autoComplete|inputMode|role|rel|code|kind|mode)$',
              },
            },
            { regex: { pattern: '^aria-(labelledby|describedby|controls|live|hidden)$' } },
          ],
          ignoreFunctions: ['cn', 'Error', 'console.*', 'localStorage.*', 'sessionStorage.*', 'document.*'],
        },
      ],
    },
  },
)
