import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { importWhenOnline } from '@/lib/import-when-online'

/**
 * A part of a screen that only some of its states show (a channel's own fields, the authentication layout), so its
 * code is fetched when it is first shown; offline, once the connection is back.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  return lazy(() => importWhenOnline(load).then((component) => ({ default: component })))
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
