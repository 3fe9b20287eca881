import { useSyncExternalStore, type ComponentProps } from 'react'
import type * as SonnerModule from 'sonner'

/**
 * sonner as the built app imports it (scripts/build/vite-sonner-on-demand.ts points `sonner` here): its code and
 * stylesheet load with the first toast, not with every screen. `Toaster` renders nothing until then; sonner shows a
 * toast made before its Toaster subscribed once the Toaster mounts.
 */
type Sonner = typeof SonnerModule

let loading: Promise<Sonner> | undefined
let loaded: Sonner | undefined
const listeners = new Set<() => void>()

function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      loaded = module
      for (const listener of listeners) listener()
      return module
    },
    (error: unknown) => {
      // Offline, say: the next toast tries again.
      loading = undefined
      throw error
    },
  )
  return loading
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function Toaster(props: ComponentProps<Sonner['Toaster']>) {
  const sonner = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  )
  return sonner ? <sonner.Toaster {...props} /> : null
}

type Toast = Sonner['toast']
type Kind = 'success' | 'error' | 'info' | 'warning' | 'message'

/** Shows the toast once sonner has loaded; a toast whose code could not load is not shown. */
function later<K extends Kind>(kind: K) {
  return (...args: Parameters<Toast[K]>): void => {
    loadSonner().then(
      ({ toast }) => (toast[kind] as (...a: Parameters<Toast[K]>) => unknown)(...args),
      () => undefined,
    )
  }
}

export const toast = Object.assign(
  (...args: Parameters<Toast>): void => {
    loadSonner().then(
      ({ toast }) => toast(...args),
      () => undefined,
    )
  },
  {
    success: later('success'),
    error: later('error'),
    info: later('info'),
    warning: later('warning'),
    message: later('message'),
    dismiss: (id?: string | number): void => {
      loaded?.toast.dismiss(id)
    },
  },
)
