/**
 * Stands in for set-cookie-parser in the browser demo (aliased in vite.config.ts). msw's Headers polyfill only asks
 * it to split a Set-Cookie header, which the demo API never sends; the library's parser is not needed.
 */
export function splitCookiesString(header: string | string[] | undefined): string[] {
  if (!header) return []
  if (Array.isArray(header)) return header
  // A comma starts the next cookie only where a name= follows (an Expires date has commas of its own).
  return header.split(/,(?=\s*[^;,=\s]+=)/).map((cookie) => cookie.trim())
}
