import { Command } from 'cmdk'
import { useState } from 'react'
import { navItems } from '@/app/navigation'
import { useThemeChoice, type ThemeChoice } from '@/app/theme'
import { useDebouncedValue } from '@/components/use-debounced-value'
import { matchesText, paletteCommands, type PaletteAction } from './palette-actions'
import { PaletteGroup, PaletteItem } from './palette-item'
import { PaletteResults, resultsStatus } from './palette-results'
import { SEARCH_DELAY_MS, usePaletteSearch, useWorkspaceHits, type PaletteHit } from './use-palette-search'

const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark']

const inputClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500'

/** The palette's first page: screens, actions and the API's results for what is typed. */
export function CommandsPage({
  workspaceId,
  onRun,
  onOpen,
  onWorkspaces,
  autoFocus,
}: {
  autoFocus: boolean
  workspaceId: string | null
  onRun(action: PaletteAction): void
  onOpen(hit: PaletteHit): void
  onWorkspaces(): void
}) {
  const [text, setText] = useState('')
  const theme = useThemeChoice()
  const search = usePaletteSearch(text, workspaceId)
  const typed = text.trim()
  const screens = navItems(workspaceId).filter((item) => matchesText(`Go to ${item.label}`, typed))
  const commands = paletteCommands(workspaceId, THEME_CHOICES).filter((command) =>
    matchesText(`${command.label} ${command.keywords ?? ''}`, typed),
  )
  const switchCommand = matchesText('Switch workspace', typed)
  const icons = new Map(navItems(workspaceId).map((item) => [item.id, item.icon]))
  const status = resultsStatus(search.groups, {
    searching: search.searching,
    otherCount: screens.length + commands.length + (switchCommand ? 1 : 0),
    announce: typed !== '',
  })
  const selection = useFirstHitSelected(search.groups)

  return (
    <Command label="Search and commands" shouldFilter={false} vimBindings={false} loop {...selection}>
      <Command.Input
        autoFocus={autoFocus}
        value={text}
        onValueChange={setText}
        placeholder="Type a screen, a name or a command"
        className={inputClass}
      />
      <p role="status" className="sr-only">
        {status.announcement}
      </p>
      <Command.List label="Results" className="mt-3 max-h-72 overflow-y-auto overscroll-contain">
        <PaletteResults groups={search.groups} icons={icons} onOpen={onOpen} />
        {screens.length > 0 && (
          <PaletteGroup heading="Go to">
            {screens.map((item) => (
              <PaletteItem
                key={item.id}
                value={`go:${item.id}`}
                icon={item.icon}
                label={item.label}
                onSelect={() => onRun({ kind: 'go', link: item.link })}
              />
            ))}
          </PaletteGroup>
        )}
        {(commands.length > 0 || switchCommand) && (
          <PaletteGroup heading="Actions">
            {commands.map((command) => (
              <PaletteItem
                key={command.value}
                value={command.value}
                icon={command.icon}
                label={command.label}
                note={command.action.kind === 'theme' && command.action.theme === theme ? '(current)' : undefined}
                onSelect={() => onRun(command.action)}
              />
            ))}
            {switchCommand && (
              <PaletteItem
                value="action:switch-workspace"
                icon={icons.get('workspaces')}
                label="Switch workspace"
                onSelect={onWorkspaces}
              />
            )}
          </PaletteGroup>
        )}
      </Command.List>
      {status.empty && <p className="px-3 py-4 text-center text-sm text-slate-600">No results for “{typed}”</p>}
    </Command>
  )
}

/** The workspaces page: the header's switcher, searching workspaces through the API. */
export function WorkspacePage({
  currentId,
  onOpen,
  onBack,
  autoFocus,
}: {
  autoFocus: boolean
  currentId: string | null
  onOpen(hit: PaletteHit): void
  onBack?(): void
}) {
  const [text, setText] = useState('')
  const searchText = useDebouncedValue(text.trim(), SEARCH_DELAY_MS)
  const workspaces = useWorkspaceHits(searchText, true)
  const selection = useFirstHitSelected([workspaces])
  const typed = text.trim()
  const status = resultsStatus([workspaces], { searching: typed !== searchText, otherCount: 0, announce: typed !== '' })

  return (
    <Command label="Search workspaces" shouldFilter={false} vimBindings={false} loop {...selection}>
      <Command.Input
        autoFocus={autoFocus}
        value={text}
        onValueChange={setText}
        placeholder="Type a workspace’s name"
        className={inputClass}
        onKeyDown={(event) => {
          // Backspace in an empty search goes back to everything, as in other command menus.
          if (event.key === 'Backspace' && !text && onBack) onBack()
        }}
      />
      <p role="status" className="sr-only">
        {status.announcement}
      </p>
      <Command.List label="Workspaces" className="mt-3 max-h-72 overflow-y-auto overscroll-contain">
        <PaletteResults groups={[workspaces]} icons={new Map()} onOpen={onOpen} currentWorkspaceId={currentId} />
      </Command.List>
      {status.empty && (
        <p className="px-3 py-4 text-center text-sm text-slate-600">
          {typed ? `No workspace matches “${typed}”` : 'No workspaces yet'}
        </p>
      )}
    </Command>
  )
}

/** cmdk keeps the first item it saw selected; when results arrive, the first of them is what Enter should open. */
function useFirstHitSelected(groups: readonly { hits: readonly PaletteHit[] }[]) {
  const first = groups.find((group) => group.hits.length > 0)?.hits[0]?.value ?? ''
  const [value, setValue] = useState(first)
  const [seenFirst, setSeenFirst] = useState(first)
  if (first !== seenFirst) {
    setSeenFirst(first)
    if (first) setValue(first)
  }
  return { value, onValueChange: setValue }
}
