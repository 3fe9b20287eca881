import { t } from '@lingui/core/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { deleteSessionWork, unsentDraftsInBrowser } from '@/app/drafts'
import { sessionStore } from '@/app/session-store'
import { LazyConfirmDialog } from './lazy-confirm-dialogs'

/**
 * Signing out: forgets the key, every cached response and every draft made with it. When drafts exist, `start` asks
 * first (render `confirm`) and says what will be deleted; otherwise it signs out at once. `onSignedOut` leaves the
 * signed-in app.
 */
export function useSignOut(onSignedOut: () => void) {
  const queryClient = useQueryClient()
  const [unsentDrafts, setUnsentDrafts] = useState<string | null>(null)

  const signOut = () => {
    queryClient.clear()
    deleteSessionWork()
    sessionStore.signOut()
    onSignedOut()
  }

  const start = () => {
    const drafts = unsentDraftsInBrowser()
    if (drafts) setUnsentDrafts(drafts)
    else signOut()
  }

  const drafts = unsentDrafts ?? ''
  const confirm = (
    <LazyConfirmDialog
      open={unsentDrafts !== null}
      onOpenChange={(open) => {
        if (!open) setUnsentDrafts(null)
      }}
      title={t`Sign out?`}
      description={t`${drafts} will be deleted from this browser.`}
      confirmLabel={t`Sign out`}
      onConfirm={signOut}
    />
  )

  return { start, confirm, preload: LazyConfirmDialog.preload }
}
