import Eye from 'lucide-react/icons/eye'
import { useState } from 'react'
import type { TemplateComponent } from '@/api/templates'
import { lazyComponent } from '@/components/lazy-component'
import { asDialog } from '@/components/ui/dialog'
import { preloadOnIntent } from '@/components/preload-on-intent'
import { Button } from '@/components/ui/button'

const LazyPreviewDialog = lazyComponent(
  () => import('./template-preview-dialog').then((module) => module.TemplatePreviewDialog),
  asDialog,
)

/** A "Preview" button that shows the live preview in a dialog: for screens too narrow to keep it beside the form. */
export function PreviewDialog({
  components,
  language,
  className,
}: {
  components: TemplateComponent[]
  language: string
  className?: string
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        variant="secondary"
        className={className}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        {...preloadOnIntent(LazyPreviewDialog.preload)}
      >
        <Eye aria-hidden className="size-4" /> Preview
      </Button>
      <LazyPreviewDialog open={open} onOpenChange={setOpen} components={components} language={language} />
    </>
  )
}
