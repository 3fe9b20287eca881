import { describe, expect, it } from 'vitest'
import { Cookie, CookieJar, MemoryCookieStore } from './cookie-jar-stub'

describe('cookie-jar-stub', () => {
  it('keeps no cookies, whatever is set', async () => {
    const jar = new CookieJar()
    await jar.setCookie()
    expect(jar.getCookiesSync()).toEqual([])
    expect(new MemoryCookieStore().idx).toEqual({})
    expect(Cookie.fromJSON()).toBeUndefined()
  })
})
