/**
 * The one source of the HTTP security headers of Inbox Console, read by `vite preview` (vite.config.ts, so
 * the whole e2e suite runs under them) and by the nginx configuration (deploy/nginx/render.mjs writes them
 * into `security-headers.inc`, which deploy/nginx/default.conf.template includes). Change them here only.
 */

import { createHash } from 'node:crypto'
import { BOOT_SCRIPTS } from './boot-scripts.mjs'

/** The CSP sources that allow the boot scripts (the language's and the theme's). */
const BOOT_SCRIPT_HASHES = BOOT_SCRIPTS.map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
)

/**
 * The Content-Security-Policy: what the built app needs, and nothing inline but the boot scripts.
 * - script-src 'self' plus a hash each: the hashed bundles and the boot scripts in each page's <head>
 *   (deploy/boot-scripts.mjs: the language's and the theme's), which must run before the first paint; no other
 *   inline script, no eval.
 * - style-src 'self': only the built CSS files. Two dependencies that inject <style> at run time are
 *   rewritten at build time (scripts/build/vite-csp-safe-styles.ts). React's `style` props are set through the
 *   CSSOM, which the CSP does not govern.
 * - img-src 'self': the favicon. No screen loads a remote image (template media are described, not shown).
 * - connect-src 'self': the API through this site's /v1 (the nginx proxy), plus the extra origins of a
 *   deployment whose live API is on another origin (CSP_CONNECT_SRC).
 * - worker-src 'self': demo mode's service worker (/demo-worker.js, which imports /mockServiceWorker.js).
 * - frame-ancestors 'none': no one may frame the dashboard (clickjacking); X-Frame-Options says it to old browsers.
 * - base-uri, form-action 'self'; object-src 'none': no <base> hijack, no posting forms away, no plugins.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'", ...BOOT_SCRIPT_HASHES],
  'style-src': ["'self'"],
  'img-src': ["'self'"],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
}

/** The other headers every response carries. */
export const OTHER_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
}

// An origin (scheme://host[:port], the host may start with "*."), as CSP source expressions write them.
const ORIGIN = /^(https?|wss?):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i

/**
 * The extra connect-src origins of a deployment, from a space- or comma-separated list such as
 * "https://api.example.com https://api-eu.example.com". Anything else (a path, a keyword such as
 * 'unsafe-inline' or *, a ; that would start another directive) is refused with an Error.
 * @param {string | undefined} value
 * @returns {string[]}
 */
export function parseConnectSrc(value) {
  const sources = (value ?? '').split(/[\s,]+/).filter(Boolean)
  const invalid = sources.filter((source) => !ORIGIN.test(source))
  if (invalid.length > 0) {
    throw new Error(
      `CSP_CONNECT_SRC takes origins only (e.g. https://api.example.com), separated by spaces; not: ${invalid.join(' ')}`,
    )
  }
  return sources.map((source) => source.toLowerCase())
}

/**
 * What follows 'self' in connect-src: "" or " https://api.example.com …" (see parseConnectSrc).
 * @param {string | undefined} connectSrc
 */
export function connectSrcSuffix(connectSrc) {
  return parseConnectSrc(connectSrc)
    .map((source) => ` ${source}`)
    .join('')
}

/**
 * The policy as one header value. `suffix` is appended to connect-src 'self' as is: connectSrcSuffix()'s
 * result, or the placeholder "${CSP_CONNECT_SRC_SUFFIX}" that envsubst fills in when nginx starts.
 * @param {string} [suffix]
 */
export function contentSecurityPolicy(suffix = '') {
  return Object.entries(CSP_DIRECTIVES)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}${directive === 'connect-src' ? suffix : ''}`)
    .join('; ')
}

/**
 * Every security header, by name, for a deployment whose live API may also be at the origins in `connectSrc`.
 * @param {{ connectSrc?: string }} [options]
 * @returns {Record<string, string>}
 */
export function securityHeaders({ connectSrc } = {}) {
  return { 'Content-Security-Policy': contentSecurityPolicy(connectSrcSuffix(connectSrc)), ...OTHER_SECURITY_HEADERS }
}

/**
 * The same headers for nginx: `add_header … always;` (so errors and the proxied API's answers carry them
 * too), each after a `proxy_hide_header` so that an upstream's own copy does not make it twice.
 * @param {string} suffix what to append to connect-src 'self', e.g. "${CSP_CONNECT_SRC_SUFFIX}"
 */
export function nginxSecurityHeaders(suffix) {
  const headers = { 'Content-Security-Policy': contentSecurityPolicy(suffix), ...OTHER_SECURITY_HEADERS }
  return Object.entries(headers)
    .map(([name, value]) => `proxy_hide_header ${name};\nadd_header ${name} "${value}" always;`)
    .join('\n')
}
