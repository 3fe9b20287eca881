import type { Broadcast } from '@/api/broadcasts'
import type { AudienceKind } from './composer-form'

/** The type a broadcast to each audience gets in a workspace that has no broadcast to learn from. */
const DEFAULT_TYPES: Readonly<Record<AudienceKind, string>> = { segments: 'TEMPLATE', retarget: 'RETARGET' }

type Typed = Pick<Broadcast, 'type' | 'segments' | 'retargetBroadcast'>

/** Whom a broadcast went to, as far as its record says. */
function audienceOf(broadcast: Typed): AudienceKind | undefined {
  if (broadcast.retargetBroadcast?.id) return 'retarget'
  return broadcast.segments?.length ? 'segments' : undefined
}

/** The most common of the types, the first met winning a tie; undefined when there are none. */
function mostCommon(types: readonly string[]): string | undefined {
  const counts = new Map<string, number>()
  for (const type of types) counts.set(type, (counts.get(type) ?? 0) + 1)
  let best: string | undefined
  for (const [type, count] of counts) if (best === undefined || count > (counts.get(best) ?? 0)) best = type
  return best
}

/**
 * The type a new broadcast to this audience gets: the one the workspace uses most for the same audience, else
 * TEMPLATE (segments) or RETARGET. A send to segments also learns from the broadcasts whose record names no audience
 * (the spec's bare shape): those went to the workspace's contacts, never to an earlier broadcast's.
 */
export function derivedType(audience: AudienceKind, broadcasts: readonly Typed[]): string {
  const types = (kind: AudienceKind | undefined) =>
    broadcasts.filter((broadcast) => audienceOf(broadcast) === kind && broadcast.type.trim()).map((b) => b.type)
  const learned = mostCommon(types(audience)) ?? (audience === 'segments' ? mostCommon(types(undefined)) : undefined)
  return learned ?? DEFAULT_TYPES[audience]
}

/** The workspace's own types, then the defaults: what the Type field suggests. */
export function typeSuggestions(broadcasts: readonly Typed[]): string[] {
  const own = broadcasts.map((broadcast) => broadcast.type.trim()).filter(Boolean)
  return [...new Set([...own, ...Object.values(DEFAULT_TYPES)])]
}

/** The type the broadcast is saved with: the one the user typed, else the audience's. */
export function effectiveType(
  form: { type: string; typeEdited: boolean; audience: AudienceKind },
  broadcasts: readonly Typed[],
): string {
  return form.typeEdited ? form.type : derivedType(form.audience, broadcasts)
}
