import { createElement, lazy, Suspense, useState, type ComponentType } from 'react'
import { DialogLoadBoundary, DialogLoadError } from './dialog-load-boundary'
import { importWhenOnline } from '@/lib/import-when-online'
import { DialogOpening } from './ui/dialog-opening'
import { preloadDialog } from './ui/dialog-loader'

interface DialogProps {
  open: boolean
  onOpenChange(open: boolean): void
}

/** A dialog whose code is fetched when it first opens, or earlier through `preload`. */
export type LazyDialog<Props extends DialogProps> = ComponentType<Props> & {
  /** Starts fetching the dialog's code, e.g. when the pointer enters or focus reaches the control that opens it. */
  preload(): void
}

/**
 * Turns `() => import('./x-form-dialog')` and the name of its export into a dialog that puts nothing on the page,
 * and fetches nothing, until it first opens. While its code is on the way after a click it says so; if the code
 * cannot be fetched it says that, with a retry.
 */
export function lazyDialog<Props extends DialogProps, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyDialog<Props> {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined

  const start = () => {
    // Radix's dialog comes with it, not after it.
    preloadDialog().catch(() => undefined)
    loading ??= importWhenOnline(load).then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        loading = undefined
        throw new DialogLoadError(error)
      },
    )
    return loading
  }

  // One lazy component for every instance until a failure has been caught: an instance that suspends is made anew
  // when the load settles, and a lazy of its own would fetch again, and suspend again, forever.
  let pending: ComponentType<Props> | undefined
  const lazyPart = () => (pending ??= lazy(() => start().then((component) => ({ default: component }))))

  /** Each instance keeps what it started with: the loaded dialog itself, else the lazy one. */
  function Loaded(props: Props) {
    const [Dialog] = useState(() => loaded ?? lazyPart())
    return createElement(Dialog, props)
  }

  function LazyDialogHost(props: Props) {
    const [used, setUsed] = useState(props.open)
    if (props.open && !used) setUsed(true)
    if (!used) return null
    return (
      <DialogLoadBoundary
        open={props.open}
        onClose={() => props.onOpenChange(false)}
        onLoadFailed={() => (pending = undefined)}
      >
        <Suspense fallback={props.open && <DialogOpening />}>
          <Loaded {...props} />
        </Suspense>
      </DialogLoadBoundary>
    )
  }

  return Object.assign(LazyDialogHost, {
    preload: () => void start().catch(() => undefined),
  })
}
