import type { Plugin } from 'vite'

/** sonner's module inserts its whole stylesheet as a <style> element when it loads. */
const SONNER = /\/node_modules\/sonner\/dist\/index\.mjs$/
const SONNER_INSERT_CSS = /^__insertCSS\(".*"\);?$/m

/** react-style-singleton (Radix Dialog → react-remove-scroll → the scroll lock) inserts <style> elements. */
const STYLE_SINGLETON = /\/node_modules\/react-style-singleton\/dist\/[^/]+\/singleton\.js$/
const STYLE_SINGLETON_EXPORT = 'export var stylesheetSingleton = function () {'

/**
 * The same singleton, through a constructable stylesheet adopted by the document. The Content-Security-Policy
 * governs <style> elements and style attributes (markup an injection could write) but not stylesheets built
 * by script through the CSSOM, so these rules (body[data-scroll-locked] { overflow: hidden; … }, with the
 * scrollbar's measured width) apply under style-src 'self'. Same interface: add(css) on the first user,
 * remove() after the last.
 */
const ADOPTED_STYLE_SINGLETON = `
export var stylesheetSingleton = function () {
    var counter = 0;
    var sheet = null;
    return {
        add: function (style) {
            if (counter == 0 && typeof document !== 'undefined') {
                sheet = new CSSStyleSheet();
                sheet.replaceSync(style);
                document.adoptedStyleSheets = document.adoptedStyleSheets.concat(sheet);
            }
            counter++;
        },
        remove: function () {
            counter--;
            if (!counter && sheet) {
                var removed = sheet;
                document.adoptedStyleSheets = document.adoptedStyleSheets.filter(function (s) { return s !== removed; });
                sheet = null;
            }
        },
    };
};
`

/**
 * Keeps the built app within a Content-Security-Policy of style-src 'self' (no 'unsafe-inline'; see
 * deploy/security-headers.mjs) by rewriting the two dependencies that inject <style> elements at run time:
 * - sonner: the injected copy of its CSS is replaced by an import of the same CSS from its own file
 *   (sonner/dist/styles.css), so it ships as a hashed .css file loaded with the toasts' chunk;
 * - react-style-singleton: rewritten to use a constructable stylesheet (ADOPTED_STYLE_SINGLETON).
 * Build only: the dev server sends no CSP, and unit tests keep the libraries as published. If an upgrade
 * changes the code this expects, the build fails here rather than the CSP breaking toasts or dialogs later.
 */
export function cspSafeStyles(): Plugin {
  return {
    name: 'csp-safe-styles',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (SONNER.test(file)) {
        if (!SONNER_INSERT_CSS.test(code))
          this.error(
            'csp-safe-styles: sonner no longer calls __insertCSS("…") as expected; update scripts/build/vite-csp-safe-styles.ts',
          )
        return { code: code.replace(SONNER_INSERT_CSS, 'import "./styles.css";'), map: null }
      }
      if (STYLE_SINGLETON.test(file)) {
        const start = code.indexOf(STYLE_SINGLETON_EXPORT)
        if (start < 0)
          this.error(
            'csp-safe-styles: react-style-singleton no longer exports stylesheetSingleton as expected; update scripts/build/vite-csp-safe-styles.ts',
          )
        return { code: code.slice(0, start) + ADOPTED_STYLE_SINGLETON, map: null }
      }
      return undefined
    },
  }
}
