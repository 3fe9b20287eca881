import type { Plugin } from 'vite'
import { LOCALE_BOOT_SCRIPT } from '../../deploy/locale-boot.mjs'

/** Puts the language's boot script (deploy/locale-boot.mjs) first in each page's <head>: lang and dir before paint. */
export function localeBoot(): Plugin {
  return {
    name: 'inbox-console:locale-boot',
    transformIndexHtml: () => [{ tag: 'script', children: LOCALE_BOOT_SCRIPT, injectTo: 'head-prepend' }],
  }
}
