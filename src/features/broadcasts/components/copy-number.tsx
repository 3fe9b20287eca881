import Copy from 'lucide-react/icons/copy'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'

/** Copies a phone number; where the browser refuses, selects the element `targetId` so Ctrl+C can. */
export function CopyNumber({ number, targetId }: { number: string; targetId: string }) {
  const copy = async () => {
    try {
      const clipboard = navigator.clipboard as Clipboard | undefined
      if (!clipboard) throw new Error('No clipboard')
      await clipboard.writeText(number)
      toast.success('Number copied')
    } catch {
      const element = document.getElementById(targetId)
      if (element) window.getSelection()?.selectAllChildren(element)
      toast.error('This browser did not let the page copy. The number is selected: copy it with Ctrl+C (⌘C on a Mac).')
    }
  }
  return (
    <Button size="sm" variant="ghost" aria-label="Copy number" onClick={() => void copy()}>
      <Copy aria-hidden className="size-4" /> Copy
    </Button>
  )
}
