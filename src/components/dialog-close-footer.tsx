import { Button } from './ui/button'
import { DialogClose } from './ui/dialog'

/** The end of a dialog that only shows something: one Close button. */
export function DialogCloseFooter() {
  return (
    <div className="mt-4 flex justify-end">
      <DialogClose asChild>
        <Button variant="secondary">Close</Button>
      </DialogClose>
    </div>
  )
}
