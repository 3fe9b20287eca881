import { createElement, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react'
import { importWhenOnline } from '@/lib/import-when-online'
import { DialogLoadBoundary, DialogLoadError } from './dialog-load-boundary'
import { DialogOpening } from './ui/dialog-opening'

/**
 * How a lazy dialog, sheet or panel shows: nothing of it is on the page, and nothing fetched, until it is first
 * wanted. While its code is on the way after that it says "Opening…"; if the code cannot be fetched it says so,
 * with a retry.
 */
export interface Overlay<Props> {
  /** Whether it is wanted (open) now. */
  wanted(props: Props): boolean
  /** Gives it up: the failed load's Close. */
  close(props: Props): void
  /** Code it needs at once, fetched with its own rather than after it. */
  with?(): Promise<unknown>
}

interface OpenProps {
  open: boolean
  onOpenChange(open: boolean): void
}

/** An overlay opened and closed through `open` and `onOpenChange`, as Radix's are. */
export const whileOpen: Overlay<OpenProps> = {
  wanted: ({ open }) => open,
  close: ({ onOpenChange }) => onOpenChange(false),
}

/** A component whose code is fetched when it is first shown, or earlier through `preload`. */
export type LazyComponent<Props extends object> = ComponentType<Props> & {
  /**
   * Starts fetching the code, e.g. when the pointer enters or focus reaches the control that shows it; once it is
   * in, the component shows at once, with no loading state (nothing moves). A part's promise fails with its code;
   * an overlay's never does: its failure shows when it opens.
   */
  preload(): Promise<void>
}

/**
 * Turns a loader such as `() => import('./x').then((module) => module.X)` into a component that fetches that code
 * when it is first shown, or earlier through `preload`; offline, once the connection is back (importWhenOnline).
 * A part (no overlay) suspends until then, so its slot shows a line (PartSlot) or its route its pending state; an
 * overlay is wanted and shown as `overlay` says.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  overlay?: Overlay<NoInfer<Props>>,
): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined

  const start = () => {
    overlay?.with?.().catch(() => undefined)
    loading ??= importWhenOnline(load).then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined
        throw overlay ? new DialogLoadError(error) : error
      },
    )
    return loading
  }

  // One lazy component for every instance until a failure has been caught: an instance that suspends is made anew
  // when the load settles, and a lazy of its own would fetch again, and suspend again, forever.
  let pending: ComponentType<Props> | undefined
  const lazyLoaded = () => (pending ??= lazy(() => start().then((component) => ({ default: component }))))

  /** Each instance keeps what it started with: the loaded component itself, else the lazy one (no remount). */
  function Loaded(props: Props) {
    const [Component] = useState(() => loaded ?? lazyLoaded())
    return createElement(Component, props)
  }

  if (!overlay) return Object.assign(Loaded, { preload: () => start().then(() => undefined) })
  const { wanted, close } = overlay

  function LazyOverlay(props: Props) {
    const isWanted = wanted(props)
    const [used, setUsed] = useState(isWanted)
    if (isWanted && !used) setUsed(true)
    if (!used) return null
    return (
      <DialogLoadBoundary open={isWanted} onClose={() => close(props)} onLoadFailed={() => (pending = undefined)}>
        <Suspense fallback={isWanted && <DialogOpening />}>
          <Loaded {...props} />
        </Suspense>
      </DialogLoadBoundary>
    )
  }

  return Object.assign(LazyOverlay, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  })
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
