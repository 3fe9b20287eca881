import { describe, expect, it, vi } from 'vitest'
import { appLocale, perLocale, userTimeZone } from './locale'

describe('appLocale', () => {
  it('is English, with British dates', () => {
    expect(appLocale()).toEqual({ language: 'en', dates: 'en-GB' })
  })
})

describe('perLocale', () => {
  it('makes one value for the locale and keeps it', () => {
    const create = vi.fn((locale: { language: string }) => ({ made: locale.language }))
    const get = perLocale(create)
    const first = get()
    expect(first).toEqual({ made: 'en' })
    expect(get()).toBe(first)
    expect(create).toHaveBeenCalledTimes(1)
    expect(create).toHaveBeenCalledWith(appLocale())
  })
})

describe('userTimeZone', () => {
  it('is the runtime’s zone', () => {
    expect(userTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })

  it('falls back to UTC when the runtime does not say', () => {
    const options = Intl.DateTimeFormat().resolvedOptions()
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...options, timeZone: '' })
    expect(userTimeZone()).toBe('UTC')
  })
})
