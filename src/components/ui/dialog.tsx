import { createElement, lazy, Suspense, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import type { DialogContentProps } from './dialog-parts'
import { loadedParts, loadParts, type Parts } from './dialog-loader'
import { DialogOpening } from './dialog-opening'

export type { DialogContentProps, DialogSize } from './dialog-parts'

/**
 * One part of Radix's dialog: the loaded component itself once the chunk is in, else a lazy one. Each instance
 * keeps the one it started with, so a dialog never remounts when the chunk arrives.
 */
function part<P extends object>(pick: (module: Parts) => ComponentType<P>) {
  const Lazy = lazy(() => loadParts().then((module) => ({ default: pick(module) })))
  return function DialogPart(props: P) {
    const [Component] = useState<ComponentType<P>>(() => {
      const loaded = loadedParts()
      return loaded ? pick(loaded) : (Lazy as unknown as ComponentType<P>)
    })
    return createElement(Component, props)
  }
}

const Root = part((module) => module.DialogRoot)
const Content = part((module) => module.DialogContentParts)
const Close = part((module) => module.DialogClose)

/**
 * A controlled dialog. Nothing of it is on the page, nor loaded, until it first opens; from then on it stays
 * mounted, closed or open, as Radix's Root. Put the control that opens it outside it.
 */
export function Dialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  children: ReactNode
}) {
  const [used, setUsed] = useState(open)
  if (open && !used) setUsed(true)
  if (!used) return null
  return (
    <Suspense fallback={<DialogOpening />}>
      <Root open={open} onOpenChange={onOpenChange}>
        {children}
      </Root>
    </Suspense>
  )
}

/** A modal with a title (required: every dialog is named) and an optional description. */
export function DialogContent(props: DialogContentProps) {
  return <Content {...props} />
}

export function DialogClose(props: ComponentProps<Parts['DialogClose']>) {
  return <Close {...props} />
}
