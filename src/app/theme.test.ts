// @vitest-environment jsdom
import { renderHook, act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chooseTheme, DARK_THEME_META, THEME_STORAGE_KEY, useShownTheme, useThemeChoice } from './theme'

let systemDark = false
const mediaListeners = new Set<() => void>()

beforeEach(() => {
  systemDark = false
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return systemDark
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => mediaListeners.delete(listener),
  }))
  document.head.innerHTML = `<meta name="${DARK_THEME_META}" content="/assets/dark-theme-test.css">`
  document.documentElement.className = ''
})

afterEach(() => {
  localStorage.clear()
  vi.unstubAllGlobals()
})

const isDark = () => document.documentElement.classList.contains('dark')
const darkLinks = () => document.querySelectorAll(`link#${DARK_THEME_META}[href="/assets/dark-theme-test.css"]`)

describe('the theme', () => {
  it('goes dark on choice, links the dark stylesheet once, and remembers the choice', () => {
    chooseTheme('dark')
    expect(isDark()).toBe(true)
    expect(darkLinks()).toHaveLength(1)
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    chooseTheme('light')
    chooseTheme('dark')
    expect(darkLinks()).toHaveLength(1)
  })

  it('stays light on a light choice even on a dark system, and never loads the dark stylesheet', () => {
    systemDark = true
    chooseTheme('light')
    expect(isDark()).toBe(false)
    expect(darkLinks()).toHaveLength(0)
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light')
  })

  it('follows the system when nothing is chosen, as the system changes', () => {
    const { result } = renderHook(() => useThemeChoice())
    const shown = renderHook(() => useShownTheme()).result
    act(() => chooseTheme('system'))
    expect(result.current).toBe('system')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull()
    expect(isDark()).toBe(false)
    systemDark = true
    act(() => mediaListeners.forEach((listener) => listener()))
    expect(isDark()).toBe(true)
    expect(shown.current).toBe('dark')
  })

  it('reports the choice to the page, and another tab’s choice too', () => {
    const { result } = renderHook(() => useThemeChoice())
    act(() => chooseTheme('dark'))
    expect(result.current).toBe('dark')
    localStorage.setItem(THEME_STORAGE_KEY, 'light')
    act(() => {
      dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }))
    })
    expect(result.current).toBe('light')
    expect(isDark()).toBe(false)
  })
})
