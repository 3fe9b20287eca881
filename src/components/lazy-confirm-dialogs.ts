import { lazyDialog } from './lazy-dialog'

/** The confirmation before a delete, fetched on the intent to press a Delete button or when it opens. */
export const LazyDeleteDialog = lazyDialog(() => import('./delete-dialog'), 'DeleteDialog')

/** A yes/no confirmation (signing out with drafts), fetched on the intent to press its opener or when it opens. */
export const LazyConfirmDialog = lazyDialog(() => import('./confirm-dialog'), 'ConfirmDialog')
