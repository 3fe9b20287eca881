import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react'
import type { DialogContentProps } from './dialog-parts'

export type { DialogContentProps, DialogSize } from './dialog-parts'

// Radix's dialog is a chunk of its own, fetched when a dialog first opens: most screens open none at first.
const parts = () => import('./dialog-parts')
const LazyRoot = lazy(() => parts().then((module) => ({ default: module.DialogRoot })))
const LazyContent = lazy(() => parts().then((module) => ({ default: module.DialogContentParts })))
const LazyClose = lazy(() => parts().then((module) => ({ default: module.DialogClose })))

/**
 * A controlled dialog. Nothing of it is on the page, nor loaded, until it first opens; from then on it stays
 * mounted, closed or open, as Radix's Root. Put the control that opens it outside it.
 */
export function Dialog({ open, onOpenChange, children }: { open: boolean; onOpenChange(open: boolean): void; children: ReactNode }) {
  const [used, setUsed] = useState(open)
  if (open && !used) setUsed(true)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <LazyRoot open={open} onOpenChange={onOpenChange}>
        {children}
      </LazyRoot>
    </Suspense>
  )
}

/** A modal with a title (required: every dialog is named) and an optional description. */
export function DialogContent(props: DialogContentProps) {
  return <LazyContent {...props} />
}

export function DialogClose(props: ComponentProps<typeof LazyClose>) {
  return <LazyClose {...props} />
}
