import { Eye } from 'lucide-react'
import { useState } from 'react'
import type { TemplateComponent } from '@/api/templates'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog'
import { TemplatePreview } from './template-preview'

/** A "Preview" button that shows the live preview in a dialog: for screens too narrow to keep it beside the form. */
export function PreviewDialog({ components, className }: { components: TemplateComponent[]; className?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Eye aria-hidden className="size-4" /> Preview
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && (
          <DialogContent title="Preview" description="What the customer sees, with your example values.">
            <TemplatePreview components={components} className="mx-auto" />
            <div className="mt-4 flex justify-end">
              <DialogClose asChild>
                <Button variant="secondary">Close</Button>
              </DialogClose>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </>
  )
}
