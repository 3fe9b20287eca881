import type { Broadcast } from '@/api/broadcasts'
import { engagementWords } from '@/domain/retarget-engagement'
import type { LocationValues, TemplateValues } from '@/domain/template-values'
import { localToUtc, utcToLocal } from '@/domain/zoned-time'

export type AudienceKind = 'segments' | 'retarget'
export type RepeatedChoice = '' | 'earlier' | 'later'

/** A send time as the user gives it: a date and a time on the clock of a time zone. */
export interface ScheduleForm {
  /** YYYY-MM-DD */
  date: string
  /** HH:mm */
  time: string
  timeZone: string
  /** Which of the two instants a time the clocks go through twice means ('' until chosen). */
  repeated: RepeatedChoice
}

/** What the composer edits, every step at once: one form, one draft. */
export interface ComposerForm {
  name: string
  /** The approved template, by name and language as a broadcast names it. */
  template: { name: string; language: string }
  templateValues: TemplateValues
  audience: AudienceKind
  segmentIds: string[]
  retarget: { broadcastId: string; engagement: string }
  /**
   * Not sent: the user chose to send to the people of a retarget to replied who asked for no more messages, as the
   * API cannot leave them out. Cleared when the retarget's broadcast or engagement changes.
   */
  includeOptOuts: boolean
  when: 'now' | 'schedule'
  schedule: ScheduleForm
  /** The type the user typed; until they do (typeEdited), the audience's type is used. */
  type: string
  typeEdited: boolean
}

const emptyLocation = (): LocationValues => ({ latitude: '', longitude: '', address: '', name: '' })

export const emptyTemplateValues = (): TemplateValues => ({
  header: [],
  body: [],
  buttons: [],
  mediaUrl: '',
  location: emptyLocation(),
})

export function emptyComposerForm(timeZone: string): ComposerForm {
  return {
    name: '',
    template: { name: '', language: '' },
    templateValues: emptyTemplateValues(),
    audience: 'segments',
    segmentIds: [],
    retarget: { broadcastId: '', engagement: '' },
    includeOptOuts: false,
    when: 'now',
    schedule: { date: '', time: '', timeZone, repeated: '' },
    type: '',
    typeEdited: false,
  }
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : '')) : []

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''

/** A broadcast's values as the form holds them: its parameter arrays, header file and place, read tolerantly. */
function valuesOf(broadcast: Broadcast): TemplateValues {
  const record = broadcast as Record<string, unknown>
  const place = (record.locationParameters ?? {}) as Record<string, unknown>
  return {
    header: strings(record.headerTextParameters),
    body: strings(record.bodyTextParameters),
    buttons: strings(record.buttonUrlParameters),
    mediaUrl: text(record.headerMediaUrl),
    location: {
      latitude: text(place.latitude),
      longitude: text(place.longitude),
      address: text(place.address),
      name: text(place.name),
    },
  }
}

/** What to send and to whom, as the broadcast has them: its message, values and audience. */
function campaignOf(broadcast: Broadcast, timeZone: string): ComposerForm {
  const retarget = broadcast.retargetBroadcast?.id
  return {
    ...emptyComposerForm(timeZone),
    name: broadcast.name,
    template: { name: broadcast.template?.name ?? '', language: broadcast.template?.language ?? '' },
    templateValues: valuesOf(broadcast),
    ...(retarget
      ? {
          audience: 'retarget' as const,
          retarget: { broadcastId: retarget, engagement: broadcast.retargetEngagementType ?? '' },
        }
      : { segmentIds: (broadcast.segments ?? []).map((segment) => segment.id) }),
  }
}

/** A duplicate: the same message, values and audience under a new name, with no send time. */
export function duplicateForm(source: Broadcast, timeZone: string): ComposerForm {
  return { ...campaignOf(source, timeZone), name: `${source.name} (copy)` }
}

/** "Black Friday — did not read": a name for a send to some of a broadcast's people. */
export function retargetName(sourceName: string, engagement: string): string {
  const words = engagementWords(engagement)
  return `${sourceName} — ${words === engagement ? words : words.toLowerCase()}`
}

/** A new broadcast to the people of `source` whose log stopped at `engagement`. */
export function retargetForm(source: { id: string; name: string }, engagement: string, timeZone: string): ComposerForm {
  return {
    ...emptyComposerForm(timeZone),
    name: retargetName(source.name, engagement),
    audience: 'retarget',
    retarget: { broadcastId: source.id, engagement },
  }
}

/** A scheduled broadcast as the composer edits it: its own type is kept, its send time read in `timeZone`. */
export function editForm(broadcast: Broadcast, timeZone: string): ComposerForm {
  const at = broadcast.scheduleDateTime ? new Date(broadcast.scheduleDateTime) : undefined
  const local = at && !Number.isNaN(at.getTime()) ? utcToLocal(at, timeZone) : undefined
  return {
    ...campaignOf(broadcast, timeZone),
    type: broadcast.type,
    typeEdited: true,
    ...(at &&
      local && { when: 'schedule' as const, schedule: { ...local, timeZone, repeated: whichOf(at, local, timeZone) } }),
  }
}

/** For a time the clocks go through twice, which of the two the instant is. */
function whichOf(at: Date, local: { date: string; time: string }, timeZone: string): RepeatedChoice {
  const reading = localToUtc(local.date, local.time, timeZone)
  if (reading.kind !== 'repeated') return ''
  // The form keeps minutes: the record's seconds, if any, are dropped.
  return Math.abs(reading.later.getTime() - at.getTime()) < 60_000 ? 'later' : 'earlier'
}
