import { i18n } from '@lingui/core'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectScreen } from '@/features/connection/connect-screen'
import { formatCount } from '@/lib/format'
import { chooseLocale } from './i18n'
import { LOCALE_STORAGE_KEY } from './locales'

afterEach(async () => {
  await chooseLocale('en')
  localStorage.clear()
})

describe('the interface in another language', () => {
  it('loads the catalogue when the language is chosen, and every message and number follows it', async () => {
    await chooseLocale('es')
    render(<ConnectScreen onConnected={() => undefined} />)
    expect(screen.getByRole('heading', { name: 'Conéctate a Inbox Console' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Entrar en la demostración' })).toBeInTheDocument()
    expect(formatCount(12345)).toBe('12.345')
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es')
    expect(document.documentElement).toHaveAttribute('lang', 'es')
    expect(document.documentElement).toHaveAttribute('dir', 'ltr')
  })

  it('turns the page right to left in Arabic', async () => {
    await chooseLocale('ar')
    render(<ConnectScreen onConnected={() => undefined} />)
    expect(screen.getByRole('heading', { name: 'الاتصال بـ Inbox Console' })).toBeInTheDocument()
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    expect(i18n.locale).toBe('ar')
  })

  it('is English with no catalogue at all: the words are in the code', async () => {
    await chooseLocale('en')
    render(<ConnectScreen onConnected={() => undefined} />)
    expect(screen.getByRole('heading', { name: 'Connect to Inbox Console' })).toBeInTheDocument()
    expect(Object.keys(i18n.messages)).toEqual([])
  })
})
