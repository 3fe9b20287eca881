import { useQueryClient } from '@tanstack/react-query'
import LogOut from 'lucide-react/icons/log-out'
import { useState } from 'react'
import { deleteSessionWork, unsentDraftsInBrowser } from '@/app/drafts'
import { sessionStore } from '@/app/session-store'
import { LazyConfirmDialog } from './lazy-confirm-dialogs'
import { preloadOnIntent } from './preload-on-intent'
import { Button } from './ui/button'

/**
 * Forgets the key, every cached response and every draft made with it. When drafts exist it asks first and
 * says what will be deleted; otherwise it signs out at once. `onSignedOut` leaves the signed-in app.
 */
export function SignOutButton({ onSignedOut }: { onSignedOut(): void }) {
  const queryClient = useQueryClient()
  const [unsentDrafts, setUnsentDrafts] = useState<string | null>(null)

  const signOut = () => {
    queryClient.clear()
    deleteSessionWork()
    sessionStore.signOut()
    onSignedOut()
  }

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="shrink-0 px-2 md:px-3"
        {...preloadOnIntent(LazyConfirmDialog.preload)}
        onClick={() => {
          const drafts = unsentDraftsInBrowser()
          if (drafts) setUnsentDrafts(drafts)
          else signOut()
        }}
      >
        <LogOut aria-hidden className="size-4" />
        <span className="sr-only md:not-sr-only">Sign out</span>
      </Button>
      <LazyConfirmDialog
        open={unsentDrafts !== null}
        onOpenChange={(open) => {
          if (!open) setUnsentDrafts(null)
        }}
        title="Sign out?"
        description={`${unsentDrafts ?? ''} will be deleted from this browser.`}
        confirmLabel="Sign out"
        onConfirm={signOut}
      />
    </>
  )
}
