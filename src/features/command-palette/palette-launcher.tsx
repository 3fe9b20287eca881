import Search from 'lucide-react/icons/search'
import { useEffect } from 'react'
import { preloadOnIntent } from '@/components/preload-on-intent'
import { Button } from '@/components/ui/button'
import {
  LazyCommandPalette,
  LazyShortcutsDialog,
  MOD_KEY,
  paletteView,
  showPaletteView,
  usePaletteView,
} from './palette-state'

/** Where "?" is a character being typed, not a shortcut. */
function typingIn(target: EventTarget | null) {
  return (
    target instanceof Element &&
    target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null
  )
}

function onShortcut(event: KeyboardEvent) {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && (event.key === 'k' || event.key === 'K')) {
    // Anywhere, text fields included: the browser's own Ctrl+K (its search bar) gives way.
    event.preventDefault()
    const view = paletteView()
    showPaletteView(view === 'commands' || view === 'workspaces' ? null : 'commands')
  } else if (event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target)) {
    event.preventDefault()
    showPaletteView('shortcuts')
  }
}

/**
 * The header's way into the command palette (a button, Ctrl/⌘+K) and into the list of shortcuts ("?"). Both are
 * fetched when first opened: this part is on every signed-in screen's first load.
 */
export function PaletteLauncher({ workspaceId, onSignedOut }: { workspaceId: string | null; onSignedOut(): void }) {
  const view = usePaletteView()
  const close = (open: boolean) => {
    if (!open) showPaletteView(null)
  }

  useEffect(() => {
    window.addEventListener('keydown', onShortcut)
    return () => window.removeEventListener('keydown', onShortcut)
  }, [])

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="shrink-0 px-2 md:px-3"
        aria-label="Search and commands"
        data-tooltip=""
        aria-keyshortcuts="Control+K Meta+K"
        {...preloadOnIntent(LazyCommandPalette.preload)}
        onClick={() => showPaletteView('commands')}
      >
        <Search aria-hidden className="size-4" />
        <kbd aria-hidden className="sr-only text-xs font-normal text-slate-500 md:not-sr-only">
          {MOD_KEY === '⌘' ? '⌘K' : 'Ctrl K'}
        </kbd>
      </Button>
      <LazyCommandPalette
        open={view === 'commands' || view === 'workspaces'}
        onOpenChange={close}
        startIn={view === 'workspaces' ? 'workspaces' : 'commands'}
        workspaceId={workspaceId}
        onSignedOut={onSignedOut}
      />
      <LazyShortcutsDialog open={view === 'shortcuts'} onOpenChange={close} />
    </>
  )
}
