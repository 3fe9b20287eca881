import { createElement, type ComponentProps, type ReactNode } from 'react'
import { lazyComponent, whileOpen } from '../lazy-component'
import type * as DialogParts from './dialog-parts'
import type { DialogContentProps } from './dialog-parts'

export type { DialogContentProps, DialogSize } from './dialog-parts'

// Radix's dialog is a chunk of its own, fetched when a dialog first opens: most screens open none at first. Its
// parts are read from here once a Dialog has rendered its children, which it does only once the chunk is in.
let parts: typeof DialogParts | undefined
const loadedParts = () => parts as typeof DialogParts

/**
 * A controlled dialog. Nothing of it is on the page, nor loaded, until it first opens; from then on it stays
 * mounted, closed or open, as Radix's Root. Put the control that opens it outside it.
 */
export const Dialog = lazyComponent<{ open: boolean; onOpenChange(open: boolean): void; children: ReactNode }>(
  () => import('./dialog-parts').then((module) => (parts = module).DialogRoot),
  whileOpen,
)

/** Resolves once the dialog code is loaded; from then on every dialog opens in the same render as its click. */
export const preloadDialog = Dialog.preload

/** A lazy component that renders a Dialog: Radix's dialog is fetched with its code, not after it. */
export const asDialog = { ...whileOpen, with: preloadDialog }

/** A modal with a title (required: every dialog is named) and an optional description. */
export function DialogContent(props: DialogContentProps) {
  return createElement(loadedParts().DialogContentParts, props)
}

export function DialogClose(props: ComponentProps<typeof DialogParts.DialogClose>) {
  return createElement(loadedParts().DialogClose, props)
}
