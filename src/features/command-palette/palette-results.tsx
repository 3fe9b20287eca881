import type { LucideIcon } from 'lucide-react'
import { PaletteGroup, PaletteItem } from './palette-item'
import type { HitGroup, PaletteHit } from './use-palette-search'

interface PaletteResultsProps {
  groups: readonly HitGroup[]
  /** Each kind's icon, by its screen's id in navItems. */
  icons: ReadonlyMap<string, LucideIcon>
  onOpen(hit: PaletteHit): void
  currentWorkspaceId?: string | null
}

/** The API's results, a group per kind; a kind that is loading or failed says so in its place, the others still show. */
export function PaletteResults({ groups, icons, onOpen, currentWorkspaceId }: PaletteResultsProps) {
  return groups.map(
    (group) =>
      (group.loading || group.failed || group.hits.length > 0) && (
        <PaletteGroup key={group.id} heading={group.heading}>
          {group.loading && (
            <PaletteItem value={`${group.id}:loading`} label={`Searching ${group.heading.toLowerCase()}…`} />
          )}
          {group.failed && (
            <PaletteItem value={`${group.id}:failed`} label={`Could not search ${group.heading.toLowerCase()}`} />
          )}
          {group.hits.map((hit) => (
            <PaletteItem
              key={hit.value}
              value={hit.value}
              icon={icons.get(group.id)}
              label={hit.label}
              detail={hit.detail}
              note={hit.workspaceId && hit.workspaceId === currentWorkspaceId ? '(current)' : undefined}
              onSelect={() => onOpen(hit)}
            />
          ))}
        </PaletteGroup>
      ),
  )
}

/** What the status region announces (counts, "No results", a search on its way), and whether nothing is listed. */
export function resultsStatus(
  groups: readonly HitGroup[],
  { searching, otherCount, announce }: { searching: boolean; otherCount: number; announce: boolean },
) {
  const count = otherCount + groups.reduce((sum, group) => sum + group.hits.length, 0)
  const loading = searching || groups.some((group) => group.loading)
  const failed = groups.filter((group) => group.failed).length
  const empty = !loading && count === 0 && failed === 0
  let announcement = ''
  if (!announce) announcement = ''
  else if (loading) announcement = 'Searching…'
  else if (empty) announcement = 'No results'
  else
    announcement = `${count} ${count === 1 ? 'result' : 'results'}${failed ? `; ${failed === 1 ? 'one search' : `${failed} searches`} failed` : ''}`
  return { announcement, empty }
}
