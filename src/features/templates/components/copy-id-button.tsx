import Copy from 'lucide-react/icons/copy'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'

/** Selects the text of an element, so the user can copy it themselves. */
function selectText(elementId: string) {
  const element = document.getElementById(elementId)
  const selection = window.getSelection()
  if (element && selection) selection.selectAllChildren(element)
}

/**
 * Copies an id to the clipboard, with a toast. Where the browser offers no clipboard (a page not served over
 * https) or refuses, it selects the id instead and says so.
 */
export function CopyIdButton({ value, targetId, name }: { value: string; targetId: string; name: string }) {
  const copy = async () => {
    const clipboard = navigator.clipboard as Clipboard | undefined
    try {
      if (!clipboard) throw new Error('No clipboard')
      await clipboard.writeText(value)
      toast.success(`Copied the ${name}`)
    } catch {
      selectText(targetId)
      toast.error(`This browser did not let the page copy. The ${name} is selected: copy it with Ctrl+C (⌘C on a Mac).`)
    }
  }
  return (
    <Button size="sm" variant="ghost" aria-label={`Copy ${name}`} onClick={() => void copy()}>
      <Copy aria-hidden className="size-4" /> Copy
    </Button>
  )
}
