import { formatter } from '@lingui/format-po'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'
import { messageKey } from './source-keyed-messages.ts'

const po = formatter()

/**
 * A locale's catalogue (a .po file `lingui extract` writes) as the browser reads it: each translated message,
 * compiled, under its English words (see sourceKeyedMessages). Untranslated messages are left out: they show
 * in English, and src/i18n/catalogs.test.ts fails on any a locale on offer lacks.
 */
export async function compileCatalog(content: string, filename: string): Promise<Record<string, unknown>> {
  const catalog = await po.parse(content, { locale: null, sourceLocale: 'en', filename })
  const messages: Record<string, unknown> = {}
  for (const [id, entry] of Object.entries(catalog)) {
    if (!entry.translation || entry.obsolete) continue
    messages[messageKey(entry.message ?? id, entry.context)] = compileMessage(entry.translation)
  }
  return JSON.parse(JSON.stringify(messages)) as Record<string, unknown>
}

/** Compiles the .po catalogues src/i18n/i18n.ts imports, one chunk per locale. */
export function catalogs(): Plugin {
  return {
    name: 'inbox-console:catalogs',
    transform: {
      filter: { id: /\.po$/ },
      async handler(content, id) {
        return { code: `export default ${JSON.stringify(await compileCatalog(content, id))}`, map: null }
      },
    },
  }
}
