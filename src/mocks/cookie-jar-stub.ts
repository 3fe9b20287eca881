/**
 * Stands in for tough-cookie in the browser demo (aliased in vite.config.ts). msw keeps a cookie jar for
 * handlers that read or set cookies; the demo API authenticates with `x-api-key` and sets none, and the
 * real jar drags in the public-suffix list (tldts), over half of the demo chunk. This jar stays empty.
 */
export class Cookie {
  key = ''
  value = ''
  static fromJSON(): Cookie | undefined {
    return undefined
  }
}

export class MemoryCookieStore {
  idx: Record<string, never> = {}
}

export class CookieJar {
  getCookiesSync(): Cookie[] {
    return []
  }
  async setCookie(): Promise<void> {}
}
