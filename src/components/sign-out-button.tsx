import { t } from '@lingui/core/macro'
import LogOut from 'lucide-react/icons/log-out'
import { preloadOnIntent } from './preload-on-intent'
import { Button } from './ui/button'
import { useSignOut } from './use-sign-out'

/** The header's sign-out (useSignOut: asks first when unsent drafts would be lost). */
export function SignOutButton({ onSignedOut }: { onSignedOut(): void }) {
  const signOut = useSignOut(onSignedOut)
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="shrink-0 px-2 md:px-3"
        data-tooltip={t`Sign out`}
        {...preloadOnIntent(signOut.preload)}
        onClick={signOut.start}
      >
        <LogOut aria-hidden className="size-4 rtl:-scale-x-100" />
        <span className="sr-only md:not-sr-only">{t`Sign out`}</span>
      </Button>
      {signOut.confirm}
    </>
  )
}
