/**
 * Stands in for msw's bundled `cookie` package (aliased in vite.config.ts): msw only parses a Cookie header into
 * name/value pairs and writes one pair back, which these do in a few lines instead of the package's 2.6 KiB.
 */
export function parse(header: string): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=')
    if (at < 0) continue
    const name = pair.slice(0, at).trim()
    if (!name || name in cookies) continue
    let value = pair.slice(at + 1).trim()
    if (value.startsWith('"') && value.endsWith('"') && value.length > 1) value = value.slice(1, -1)
    try {
      cookies[name] = decodeURIComponent(value)
    } catch {
      cookies[name] = value
    }
  }
  return cookies
}

export function serialize(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}`
}
