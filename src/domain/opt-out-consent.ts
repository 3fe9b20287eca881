import { formatCount } from '@/lib/format'

/**
 * A retarget to the people who replied gathers those whose reply asked for no more messages, and the API cannot leave
 * them out: a form that makes one has the user say so first. What the forms share, without the reply matcher.
 */

/** The engagement whose people replied: the one that gathers the opt-outs. */
export const isRepliedEngagement = (engagement: string) => engagement.trim().toLowerCase() === 'replied'

/** Why a form is refused while its "Include…" box is not ticked: `count` opted out, or null when that is not known. */
export function optOutsRefusal(count: number | null): string {
  return count === null
    ? 'The replies are not all checked for opt-outs: tick this to include anyone who opted out, or show the replies without opt-outs instead.'
    : `Tick this to include the ${formatCount(count)} who opted out, or show the replies without opt-outs instead.`
}
