import Send from 'lucide-react/icons/send'
import { useState } from 'react'
import type { Template } from '@/api/templates'
import type { TemplateValues } from '@/domain/template-values'
import { lazyComponent } from '@/components/lazy-component'
import { asDialog } from '@/components/ui/dialog'
import { preloadOnIntent } from '@/components/preload-on-intent'
import { Button } from '@/components/ui/button'
import { unsendableReason } from '@/domain/template-display'

const LazySendTestDialog = lazyComponent(
  () => import('./send-test-dialog').then((module) => module.SendTestDialog),
  asDialog,
)

interface SendTestButtonProps {
  workspaceId: string
  template: Template
  /** The values to start from (a campaign's, say); empty otherwise. */
  values?: TemplateValues
  /** The button's words; "Send a test" by default. */
  label?: string
}

/**
 * "Send a test": an approved template to the user's own phone. Other statuses cannot be sent, nor can a template
 * without a name or a language (a message names its template by both), so offer nothing.
 */
export function SendTestButton({ label = 'Send a test', ...dialog }: SendTestButtonProps) {
  const [open, setOpen] = useState(false)
  if (dialog.template.template.status !== 'APPROVED' || unsendableReason(dialog.template)) return null
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        {...preloadOnIntent(LazySendTestDialog.preload)}
      >
        <Send aria-hidden className="size-4" /> {label}
      </Button>
      <LazySendTestDialog {...dialog} open={open} onOpenChange={setOpen} />
    </>
  )
}
