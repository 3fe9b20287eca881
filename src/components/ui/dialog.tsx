import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

export const Dialog = RadixDialog.Root

interface DialogContentProps {
  title: string
  description?: ReactNode
  children?: ReactNode
}

/** A modal with a title (required: every dialog is named) and an optional description. */
export function DialogContent({ title, description, children }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
      <RadixDialog.Content
        className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
        {description ? (
          <RadixDialog.Description className="mt-2 text-sm text-slate-600">{description}</RadixDialog.Description>
        ) : null}
        <div className="mt-5">{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  )
}

export const DialogClose = RadixDialog.Close
