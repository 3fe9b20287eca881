/** How far a broadcast's message can get, in order: each stage implies the ones before it. */
export const LOG_FUNNEL = ['sent', 'delivered', 'read', 'replied'] as const
export type LogFunnelStage = (typeof LOG_FUNNEL)[number]

/** The statuses of a broadcast's logs, in the order reports list them: the funnel's, then a message that failed. */
export const LOG_STATUSES = [...LOG_FUNNEL, 'failed'] as const
export type LogStatus = (typeof LOG_STATUSES)[number]

/** What became of the messages sent, each a figure of the broadcast: every status but sent. */
export const [, ...LOG_OUTCOMES] = LOG_STATUSES
export type LogOutcome = (typeof LOG_OUTCOMES)[number]
