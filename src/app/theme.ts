import { useSyncExternalStore } from 'react'

export type ThemeChoice = 'light' | 'dark' | 'system'

/** Read before the first paint by the inline script in each page's <head> (deploy/theme-boot.mjs): same key. */
export const THEME_STORAGE_KEY = 'inbox-console:theme'
/** The <meta> whose content is the dark stylesheet's address, and that stylesheet's <link> id (same file). */
export const DARK_THEME_META = 'inbox-console-dark-theme'

const systemDark = () => typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches

function stored(): ThemeChoice {
  try {
    const choice = localStorage.getItem(THEME_STORAGE_KEY)
    return choice === 'light' || choice === 'dark' ? choice : 'system'
  } catch {
    return 'system'
  }
}

/** Puts `dark` on <html>, which turns on the dark stylesheet's colours; light pages never load that stylesheet. */
function apply() {
  const choice = stored()
  const dark = choice === 'dark' || (choice === 'system' && systemDark())
  const href = document.querySelector<HTMLMetaElement>(`meta[name=${DARK_THEME_META}]`)?.content
  if (dark && href && !document.getElementById(DARK_THEME_META))
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'stylesheet', id: DARK_THEME_META, href }),
    )
  document.documentElement.classList.toggle('dark', dark)
}

const listeners = new Set<() => void>()

/** Remembers the choice on this device and applies it at once, in this tab and the others. */
export function chooseTheme(choice: ThemeChoice) {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY)
    else localStorage.setItem(THEME_STORAGE_KEY, choice)
  } catch {
    // Private mode or a full storage: nothing to remember it in.
  }
  apply()
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  const onChange = () => {
    apply()
    listener()
  }
  const media = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined
  listeners.add(listener)
  media?.addEventListener('change', onChange)
  // Another tab's choice (its `storage` event), or the system's.
  addEventListener('storage', onChange)
  return () => {
    listeners.delete(listener)
    media?.removeEventListener('change', onChange)
    removeEventListener('storage', onChange)
  }
}

/** The user's choice (not what it resolves to): 'system' follows the device. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, stored, () => 'system')
}

/** What the page shows now, the system's choice resolved: for what cannot follow the CSS (the toasts). */
export const useShownTheme = () =>
  useSyncExternalStore(subscribe, () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'))
