import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * The message catalogue (docs/i18n.md). English is the source: its words stay in the code and need no catalogue at
 * run time; each other locale's catalogue is loaded only when that locale is chosen (src/i18n/i18n.ts).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'pt-BR', 'ar'],
  catalogs: [
    {
      path: '<rootDir>/src/i18n/catalogs/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/mocks/**', '<rootDir>/src/test/**'],
    },
  ],
  orderBy: 'message',
  // Where each message is used, without line numbers: a catalogue changes when its messages do, not when code moves.
  format: formatter({ lineNumbers: false }),
})
