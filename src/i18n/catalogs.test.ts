import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { messageKey } from '../../scripts/build/source-keyed-messages'
import { LOCALES, OFFERED_LOCALES, SOURCE_LOCALE } from './locales'

type Entry = { message?: string; translation?: string; context?: string; obsolete?: boolean }

async function readCatalogues() {
  const [catalog] = await getCatalogs(getConfig({ configPath: 'lingui.config.ts', skipValidation: true }))
  if (!catalog) throw new Error('lingui.config.ts has no catalogue')
  const inCode = (await catalog.collect()) ?? {}
  const written = (await catalog.readAll()) as Record<string, Record<string, Entry>>
  const keysOf = (entries: Record<string, Entry>) =>
    Object.entries(entries)
      .filter(([, entry]) => !entry.obsolete)
      .map(([id, entry]) => messageKey(entry.message ?? id, entry.context))
      .sort()
  return { inCode: keysOf(inCode as Record<string, Entry>), written, keysOf }
}

/** The names a message fills in ({name}, a plural's count, a <0>tag</0>), in any order. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>()
  // A compiled message is a list of tokens: text, or [name, format?, choices?] whose choices are lists again.
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return
    for (const token of tokens) {
      if (!Array.isArray(token) || typeof token[0] !== 'string') continue
      names.add(token[0])
      const choices: unknown = token[2]
      if (choices && typeof choices === 'object') for (const choice of Object.values(choices)) walk(choice)
    }
  }
  walk(compileMessage(message))
  return [...names].sort()
}

describe('the message catalogues', async () => {
  const { inCode, written, keysOf } = await readCatalogues()

  it('hold exactly the messages in the code (run `npm run i18n:extract` after changing a message)', () => {
    for (const { code } of LOCALES) expect(keysOf(written[code] ?? {}), code).toEqual(inCode)
  })

  it.each(OFFERED_LOCALES.filter((locale) => locale !== SOURCE_LOCALE))(
    'translate every message into %s, a language on offer',
    (locale) => {
      const untranslated = Object.values(written[locale] ?? {})
        .filter((entry) => !entry.obsolete && !entry.translation)
        .map((entry) => entry.message)
      expect(untranslated).toEqual([])
    },
  )

  it.each(LOCALES.filter(({ code }) => code !== SOURCE_LOCALE).map(({ code }) => code))(
    'fill in, in %s, the same values as the English message',
    (locale) => {
      for (const entry of Object.values(written[locale] ?? {})) {
        if (!entry.translation || !entry.message) continue
        expect(argumentsOf(entry.translation), `${locale}: ${entry.translation}`).toEqual(argumentsOf(entry.message))
      }
    },
  )
})
