import { LOCALE_BOOT_SCRIPT } from './locale-boot.mjs'
import { THEME_BOOT_SCRIPT } from './theme-boot.mjs'

/** Every inline script a page has, each run in its <head> before the first paint and allowed by its CSP hash. */
export const BOOT_SCRIPTS = [LOCALE_BOOT_SCRIPT, THEME_BOOT_SCRIPT]
