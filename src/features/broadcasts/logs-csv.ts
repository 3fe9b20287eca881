import type { BroadcastLog } from '@/api/broadcasts'

const HEADER = ['Recipient name', 'Country code', 'Phone', 'Status', 'Reply', 'Error', 'Created at', 'Updated at']

/** Every log as a CSV file's text; the CSV writer (and its library) load only when an export is asked for. */
export async function logsToCsv(logs: readonly BroadcastLog[]): Promise<string> {
  const { toCsv } = await import('@/lib/csv')
  return toCsv(
    HEADER,
    logs.map((log) => [log.recepientName, log.countryCode, log.phone, log.status, log.reply, log.error, log.createdAt, log.updatedAt]),
  )
}

export async function logsCsvFileName(broadcastName: string, now = new Date()): Promise<string> {
  const { csvFileName } = await import('@/lib/csv')
  return csvFileName(['broadcast', broadcastName, 'logs', now.toISOString().slice(0, 10)])
}
