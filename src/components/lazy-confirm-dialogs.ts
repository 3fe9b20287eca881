import { lazyComponent } from './lazy-component'
import { asDialog } from './ui/dialog'

/** The confirmation before a delete, fetched on the intent to press a Delete button or when it opens. */
export const LazyDeleteDialog = lazyComponent(
  () => import('./delete-dialog').then((module) => module.DeleteDialog),
  asDialog,
)

/** A yes/no confirmation (signing out with drafts), fetched on the intent to press its opener or when it opens. */
export const LazyConfirmDialog = lazyComponent(
  () => import('./confirm-dialog').then((module) => module.ConfirmDialog),
  asDialog,
)
