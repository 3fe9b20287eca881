import type { BroadcastLog } from '@/api/broadcasts'

const HEADER = ['Recipient name', 'Country code', 'Phone', 'Status', 'Reply', 'Error', 'Created at', 'Updated at']

/** Every log as a CSV file's text; the CSV writer (and its library) load only when an export is asked for. */
export async function logsToCsv(logs: readonly BroadcastLog[]): Promise<string> {
  const { toCsv } = await import('@/lib/csv')
  return toCsv(
    HEADER,
    logs.map((log) => [
      log.recepientName,
      log.countryCode,
      log.phone,
      log.status,
      log.reply,
      log.error,
      log.createdAt,
      log.updatedAt,
    ]),
  )
}

/** Named after the broadcast and today's date where the user is. */
export async function logsCsvFileName(broadcastName: string, now = new Date()): Promise<string> {
  const { csvFileName } = await import('@/lib/csv')
  const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-')
  return csvFileName(['broadcast', broadcastName, 'logs', today])
}
