import { createElement, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react'
import { importWhenOnline } from '@/lib/import-when-online'

/** A lazy part, and the way to fetch its code before it is shown. */
export type LazyPart<Props extends object> = ComponentType<Props> & {
  /** Fetches the code; once it is in, the part shows at once, without its loading line (nothing moves). */
  preload(): Promise<void>
}

/**
 * A part of a screen that only some of its states show (a channel's own fields, the authentication layout), so its
 * code is fetched when it is first shown, or earlier through `preload`; offline, once the connection is back.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined
  const start = () =>
    (loading ??= importWhenOnline(load).then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  const Lazy = lazy(() => start().then((component) => ({ default: component })))
  /** Each instance keeps what it started with, so it never remounts when the code arrives. */
  function Part(props: Props) {
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy)
    return createElement(Component, props)
  }
  return Object.assign(Part, { preload: () => start().then(() => undefined) })
}

/** Where lazy parts show: a line that says what is on its way until they are here. */
export function PartSlot({ loading, children }: { loading: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-slate-600">
          {loading}
        </p>
      }
    >
      {children}
    </Suspense>
  )
}
