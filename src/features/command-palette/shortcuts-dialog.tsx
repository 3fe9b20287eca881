import { DialogCloseFooter } from '@/components/dialog-close-footer'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { MOD_KEY } from './palette-state'

/** Every shortcut the app has: keep in step with palette-launcher, use-row-navigation and column-resize. */
const shortcuts: readonly { where: string; keys: readonly (readonly string[])[]; does: string }[] = [
  { where: 'Anywhere', keys: [[MOD_KEY, 'K']], does: 'Open or close search and commands' },
  { where: 'Anywhere but a text field', keys: [['?']], does: 'Show this list' },
  { where: 'A dialog or menu', keys: [['Escape']], does: 'Close it' },
  { where: 'Search and commands', keys: [['↑'], ['↓']], does: 'Move through the results' },
  { where: 'Search and commands', keys: [['Enter']], does: 'Open the result or run the command' },
  { where: 'A table row that opens', keys: [['↑'], ['↓'], ['Home'], ['End']], does: 'Move to another row' },
  { where: 'A table row that opens', keys: [['Enter']], does: 'Open the row' },
  { where: 'A column’s resize handle', keys: [['←'], ['→']], does: 'Narrow or widen the column' },
  { where: 'A column’s resize handle', keys: [['Home']], does: 'Give the column its starting width' },
  { where: 'The top of a page', keys: [['Tab']], does: 'Show the “Skip to content” link; Enter follows it' },
]

function Keys({ keys }: { keys: readonly (readonly string[])[] }) {
  return keys.map((combo, index) => (
    <span key={combo.join('+')}>
      {index > 0 && ' or '}
      {combo.map((key, place) => (
        <span key={key}>
          {place > 0 && '+'}
          <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-mono text-xs text-slate-800">{key}</kbd>
        </span>
      ))}
    </span>
  ))
}

/** The "?" dialog: the keyboard shortcuts, as a table. */
export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Keyboard shortcuts" size="lg">
        <table className="w-full border-collapse text-left text-sm rtl:text-right">
          <caption className="sr-only">Keyboard shortcuts</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="p-2 font-medium">
                Keys
              </th>
              <th scope="col" className="p-2 font-medium">
                What they do, and where
              </th>
            </tr>
          </thead>
          <tbody>
            {shortcuts.map((shortcut) => (
              <tr key={`${shortcut.where} ${shortcut.does}`} className="border-b border-slate-100 last:border-0">
                <td className="p-2">
                  <Keys keys={shortcut.keys} />
                </td>
                <td className="p-2 text-slate-900">
                  {shortcut.does}
                  <span className="block text-xs text-slate-600">{shortcut.where}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <DialogCloseFooter />
      </DialogContent>
    </Dialog>
  )
}
