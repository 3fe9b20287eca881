import Send from 'lucide-react/icons/send'
import { useState } from 'react'
import type { Template } from '@/api/templates'
import { lazyDialog } from '@/components/lazy-dialog'
import { preloadOnIntent } from '@/components/preload-on-intent'
import { Button } from '@/components/ui/button'
import { unsendableReason } from '@/domain/template-display'

const LazySendTestDialog = lazyDialog(() => import('./send-test-dialog'), 'SendTestDialog')

/**
 * "Send a test": an approved template to the user's own phone. Other statuses cannot be sent, nor can a template
 * without a name or a language (a message names its template by both), so offer nothing.
 */
export function SendTestButton({ workspaceId, template }: { workspaceId: string; template: Template }) {
  const [open, setOpen] = useState(false)
  if (template.template.status !== 'APPROVED' || unsendableReason(template)) return null
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        {...preloadOnIntent(LazySendTestDialog.preload)}
      >
        <Send aria-hidden className="size-4" /> Send a test
      </Button>
      <LazySendTestDialog open={open} onOpenChange={setOpen} workspaceId={workspaceId} template={template} />
    </>
  )
}
