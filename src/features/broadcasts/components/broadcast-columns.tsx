import type { Broadcast } from '@/api/broadcasts'
import { actionsColumn } from '@/components/data-table/actions-column'
import { type Column } from '@/components/data-table/column'
import { IconAction, type ExtraAction } from '@/components/extra-action'
import { nameColumn } from '@/components/data-table/name-column'
import { NotGiven } from '@/components/not-given'
import { TextLink } from '@/components/text-link'
import { FIGURE_STAGES, recordFigures, type FigureStage } from '@/domain/broadcast-figures'
import { codeInWords } from '@/lib/code-words'
import { BroadcastAudience, type KnownNames } from './broadcast-audience'
import { broadcastActions, type IdentifiedBroadcast } from './broadcast-actions'
import { BroadcastFigure } from './broadcast-figure'
import { BroadcastStatusBadge } from './broadcast-status-badge'
import { BroadcastTemplate } from './broadcast-template'
import { BroadcastWhen } from './broadcast-when'

export const hasId = (broadcast: Broadcast): broadcast is IdentifiedBroadcast => Boolean(broadcast.id)

/** On a phone's card, a value the record does not give is left out instead of listed as a dash. */
const UNLESS_NOT_GIVEN = 'max-sm:has-[[data-not-given]]:hidden'

const FIGURE_HEADERS: Record<FigureStage, string> = {
  delivered: 'Delivered',
  read: 'Read',
  replied: 'Replied',
  failed: 'Failed',
}

interface BroadcastColumnsOptions {
  workspaceId: string
  names: KnownNames
  /** When the screen was opened: whether a broadcast is still scheduled is judged against it. */
  now: Date
  edit(broadcast: IdentifiedBroadcast): void
  preloadForm?(): void
  remove(broadcast: IdentifiedBroadcast): void
  cancel(broadcast: IdentifiedBroadcast): void
}

const iconActions = (actions: readonly ExtraAction[] | undefined) =>
  actions?.map((action) => <IconAction key={action.label} action={action} />)

/**
 * The broadcast list's columns, from the record alone: where each stands, when, how it did, what it sends and to
 * whom. The figures come before the template and the audience, so they are in view where the table scrolls sideways.
 */
export function broadcastColumns({
  workspaceId,
  names,
  now,
  ...dialogs
}: BroadcastColumnsOptions): Column<Broadcast>[] {
  const actionsOf = (broadcast: IdentifiedBroadcast) =>
    broadcastActions(broadcast, { workspaceId, now, cancel: dialogs.cancel, named: true })
  return [
    // The default name column: a long name wraps (at spaces while the column is wider than its words) instead of
    // widening the table past the actions.
    nameColumn({
      cell: (broadcast) =>
        hasId(broadcast) ? (
          <TextLink
            to="/w/$workspaceId/broadcasts/$broadcastId"
            params={{ workspaceId, broadcastId: broadcast.id }}
            dir="auto"
          >
            {broadcast.name}
          </TextLink>
        ) : (
          <span dir="auto" className="font-medium">
            {broadcast.name}
          </span>
        ),
    }),
    // break-words, not anywhere: the column keeps the width of its longest word ("Retarget" never breaks).
    { id: 'type', header: 'Type', className: 'break-words', cell: (broadcast) => codeInWords(broadcast.type) },
    {
      id: 'status',
      header: 'Status',
      className: UNLESS_NOT_GIVEN,
      cell: (broadcast) => (broadcast.status ? <BroadcastStatusBadge status={broadcast.status} /> : <NotGiven />),
    },
    {
      id: 'when',
      header: 'When',
      className: UNLESS_NOT_GIVEN,
      cell: (broadcast) => <BroadcastWhen broadcast={broadcast} />,
    },
    ...FIGURE_STAGES.map((stage): Column<Broadcast> => ({
      id: stage,
      header: FIGURE_HEADERS[stage],
      className: UNLESS_NOT_GIVEN,
      cell: (broadcast) => {
        const figures = recordFigures(broadcast)
        return <BroadcastFigure count={figures?.[stage]} recipients={figures?.recipients} stacked />
      },
    })),
    {
      id: 'template',
      header: 'Template',
      className: UNLESS_NOT_GIVEN,
      cell: (broadcast) => <BroadcastTemplate template={broadcast.template} />,
    },
    {
      id: 'audience',
      header: 'Audience',
      className: UNLESS_NOT_GIVEN,
      cell: (broadcast) => <BroadcastAudience broadcast={broadcast} names={names} />,
    },
    actionsColumn({
      sticky: true,
      unavailable: (broadcast) => (hasId(broadcast) ? undefined : 'No id: cannot be changed'),
      edit: (broadcast) => hasId(broadcast) && dialogs.edit(broadcast),
      preloadEdit: dialogs.preloadForm,
      remove: (broadcast) => hasId(broadcast) && dialogs.remove(broadcast),
      extra: (broadcast) => (hasId(broadcast) ? iconActions(actionsOf(broadcast).extra) : undefined),
      instead: (broadcast) => (hasId(broadcast) ? iconActions(actionsOf(broadcast).own) : undefined),
    }),
  ]
}
