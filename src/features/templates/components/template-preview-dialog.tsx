import { DialogCloseFooter } from '@/components/dialog-close-footer'
import type { TemplateComponent } from '@/api/templates'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { TemplatePreview } from '@/components/template-preview/template-preview'

/** The live preview in a dialog, with the example values. */
export function TemplatePreviewDialog({
  open,
  onOpenChange,
  components,
  language,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  components: TemplateComponent[]
  language: string
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent title="Preview" description="What the customer sees, with your example values.">
          <TemplatePreview components={components} language={language} className="mx-auto" />
          <DialogCloseFooter />
        </DialogContent>
      )}
    </Dialog>
  )
}
