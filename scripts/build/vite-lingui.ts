import { transformAsync } from '@babel/core'
import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import type { Plugin } from 'vite'
import { sourceKeyedMessages } from './source-keyed-messages.ts'

const USES_MACRO = /from\s+['"]@lingui\/core\/macro['"]/

/** Lingui's macro plus sourceKeyedMessages, through Babel, on the files that import the macro (and only those). */
export async function transformMessages(code: string, filename: string) {
  const result = await transformAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: { plugins: filename.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] },
    plugins: [[linguiMacro, { stripMessageField: false }], sourceKeyedMessages],
  })
  if (!result?.code) throw new Error(`Lingui's macro gave nothing for ${filename}`)
  return { code: result.code, map: result.map }
}

/** The messages of the interface (docs/i18n.md): `t`, `plural`, `select` and `msg` from '@lingui/core/macro'. */
export function lingui(): Plugin {
  return {
    name: 'inbox-console:lingui',
    enforce: 'pre',
    transform: {
      filter: { id: /\.tsx?$/, code: USES_MACRO },
      handler(code, id) {
        return transformMessages(code, id)
      },
    },
  }
}
