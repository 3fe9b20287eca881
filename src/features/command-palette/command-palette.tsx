import { useLocation, useNavigate, type LinkProps } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { switchWorkspacePath } from '@/app/navigation'
import { chooseTheme } from '@/app/theme'
import { focusPageHeading } from '@/components/route-focus'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { useSignOut } from '@/components/use-sign-out'
import type { PaletteAction } from './palette-actions'
import { CommandsPage, WorkspacePage } from './palette-pages'
import { showPaletteView } from './palette-state'
import type { PaletteHit } from './use-palette-search'

export type PalettePage = 'commands' | 'workspaces'

interface CommandPaletteProps {
  open: boolean
  onOpenChange(open: boolean): void
  /** The page it opens on: everything, or the workspaces only (the header's workspace button). */
  startIn: PalettePage
  workspaceId: string | null
  onSignedOut(): void
}

/**
 * Ctrl/⌘+K: go to any screen, find a template, broadcast, segment, staff member, contact tag or webhook by name,
 * switch workspace, and run the main actions. Built on cmdk (listbox semantics, arrows and Enter) inside the app's
 * dialog, which names it and returns focus. Results come from the API, so cmdk's own filter is off.
 */
export function CommandPalette({ open, onOpenChange, startIn, workspaceId, onSignedOut }: CommandPaletteProps) {
  const [page, setPage] = useState<PalettePage>(startIn)
  // The dialog focuses the first page's search itself, having noted what had focus; a later page's search takes it.
  const [turned, setTurned] = useState(false)
  const turnTo = (next: PalettePage) => {
    setPage(next)
    setTurned(true)
  }
  const [shownOpen, setShownOpen] = useState(open)
  const navigated = useRef(false)
  if (open !== shownOpen) {
    setShownOpen(open)
    if (open) {
      setPage(startIn)
      setTurned(false)
    }
  }
  const signOut = useSignOut(onSignedOut)
  const navigate = useNavigate()
  const { pathname } = useLocation()

  const goTo = (link: LinkProps) => {
    navigated.current = true
    onOpenChange(false)
    void navigate(link as Parameters<typeof navigate>[0])
  }

  const run = (action: PaletteAction) => {
    if (action.kind === 'go') return goTo(action.link)
    if (action.kind === 'shortcuts') return showPaletteView('shortcuts')
    onOpenChange(false)
    if (action.kind === 'theme') chooseTheme(action.theme)
    else signOut.start()
  }

  const openHit = (hit: PaletteHit) => {
    if (hit.workspaceId) {
      navigated.current = true
      onOpenChange(false)
      void navigate({ href: switchWorkspacePath(pathname, hit.workspaceId) })
    } else if (hit.link) goTo(hit.link)
  }

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent
          title={page === 'workspaces' ? 'Switch workspace' : 'Search and commands'}
          size="lg"
          finalFocus={() => {
            // After a navigation, the new page's heading (RouteFocus does the same once the page is there).
            const target = navigated.current && focusPageHeading() ? document.activeElement : null
            navigated.current = false
            return target instanceof HTMLElement ? target : null
          }}
        >
          {page === 'workspaces' ? (
            <WorkspacePage
              currentId={workspaceId}
              onOpen={openHit}
              onBack={startIn === 'commands' ? () => turnTo('commands') : undefined}
              autoFocus={turned}
            />
          ) : (
            <CommandsPage
              workspaceId={workspaceId}
              onRun={run}
              onOpen={openHit}
              onWorkspaces={() => turnTo('workspaces')}
              autoFocus={turned}
            />
          )}
        </DialogContent>
      </Dialog>
      {signOut.confirm}
    </>
  )
}
