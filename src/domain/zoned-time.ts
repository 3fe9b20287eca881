/*
 * Wall-clock time in an IANA time zone, with Intl only. The functions that take an instant throw a RangeError, as
 * Intl does, for an invalid Date or an unknown zone: check the zone with isValidTimeZone first.
 */

export type LocalToUtc =
  | { kind: 'exact'; instant: Date }
  /** The local time does not exist (clock moved forward): `instant` is the same distance past the change, i.e. what the clock shows after the jump, e.g. 02:30 in a 02:00→03:00 jump becomes 03:30 local. `shownAs` is that local time 'HH:mm'. */
  | { kind: 'skipped'; instant: Date; shownAs: string }
  /** The local time occurs twice (clock moved back): both instants, earlier first. */
  | { kind: 'repeated'; earlier: Date; later: Date }
  | { kind: 'invalid' }

const DAY = 24 * 60 * 60 * 1000

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

const formatters = new Map<string, Intl.DateTimeFormat>()

/** One formatter per use and zone, made on first need: making them is what costs. */
function zoneFormat(use: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${use}:${options.timeZone}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options)
    formatters.set(key, formatter)
  }
  return formatter
}

const wallClockFormat = (timeZone: string) =>
  zoneFormat('wall', 'en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  })

function partsOf(
  format: Intl.DateTimeFormat,
  instant: Date | number,
): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  return Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]))
}

/** The wall clock at `epoch` in `timeZone`, as the epoch milliseconds of the same reading in UTC (seconds kept). */
function wallClockAt(epoch: number, timeZone: string): number {
  const parts = partsOf(wallClockFormat(timeZone), epoch)
  const wall = new Date(0)
  wall.setUTCFullYear(Number(parts.year), Number(parts.month) - 1, Number(parts.day))
  wall.setUTCHours(Number(parts.hour), Number(parts.minute), Number(parts.second))
  return wall.getTime()
}

/** The zone's offset from UTC at `epoch`, in milliseconds (positive east of Greenwich). */
function offsetAt(epoch: number, timeZone: string): number {
  return wallClockAt(epoch, timeZone) - Math.floor(epoch / 1000) * 1000
}

/** A date (YYYY-MM-DD, years 0001–9999) and a time (HH:mm) as the epoch milliseconds of the same reading in UTC. */
function parseWallClock(date: string, time: string): number | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const clock = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time)
  if (!day || !clock) return undefined
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])]
  const wall = new Date(0)
  wall.setUTCFullYear(year, month, dayOfMonth)
  wall.setUTCHours(Number(clock[1]), Number(clock[2]))
  const real = year >= 1 && wall.getUTCMonth() === month && wall.getUTCDate() === dayOfMonth
  return real ? wall.getTime() : undefined
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    wallClockFormat(timeZone)
    return true
  } catch {
    return false
  }
}

/**
 * The instant(s) a local date and time in `timeZone` name. The offsets a day either side bracket the reading, so a
 * reading that neither gives back was skipped by a jump forward, and one that both give back occurs twice.
 */
export function localToUtc(date: string, time: string, timeZone: string): LocalToUtc {
  const wall = parseWallClock(date, time)
  if (wall === undefined || !isValidTimeZone(timeZone)) return { kind: 'invalid' }
  const before = wall - offsetAt(wall - DAY, timeZone)
  const after = wall - offsetAt(wall + DAY, timeZone)
  const matches = [...new Set([before, after])]
    .filter((epoch) => wallClockAt(epoch, timeZone) === wall)
    .sort((a, b) => a - b)
  const [earlier, later] = matches
  if (earlier === undefined) {
    const instant = new Date(before)
    return { kind: 'skipped', instant, shownAs: utcToLocal(instant, timeZone).time }
  }
  if (later === undefined) return { kind: 'exact', instant: new Date(earlier) }
  return { kind: 'repeated', earlier: new Date(earlier), later: new Date(later) }
}

/** The local date (YYYY-MM-DD) and time (HH:mm, seconds dropped) at `instant` in `timeZone`. */
export function utcToLocal(instant: Date, timeZone: string): { date: string; time: string } {
  const wall = new Date(wallClockAt(instant.getTime(), timeZone))
  return {
    date: `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
  }
}

/** Cities whose English name (CLDR's) has letters the IANA id spells without their accents. */
const ACCENTED_CITIES: Record<string, string> = {
  Araguaina: 'Araguaína',
  Asuncion: 'Asunción',
  Bahia_Banderas: 'Bahía de Banderas',
  Belem: 'Belém',
  Bogota: 'Bogotá',
  Busingen: 'Büsingen',
  Cancun: 'Cancún',
  Ciudad_Juarez: 'Ciudad Juárez',
  Cuiaba: 'Cuiabá',
  Curacao: 'Curaçao',
  Eirunepe: 'Eirunepé',
  Maceio: 'Maceió',
  Mazatlan: 'Mazatlán',
  Merida: 'Mérida',
  Reunion: 'Réunion',
  Santarem: 'Santarém',
  Sao_Paulo: 'São Paulo',
  St_Barthelemy: 'St. Barthélemy',
}

/** The zone's offset at `at`, e.g. "GMT+05:30" or "GMT−03:00" (a real minus sign). */
function offsetName(timeZone: string, at: Date): string {
  const format = zoneFormat('offset', 'en-US', { timeZone, timeZoneName: 'longOffset' })
  const name = partsOf(format, at).timeZoneName ?? 'GMT'
  return (name === 'GMT' ? 'GMT+00:00' : name).replace('-', '−')
}

/**
 * "São Paulo time (GMT−03:00)", "Berlin time (GMT+01:00)", or "UTC". The city is the id's last part; a zone named
 * by its offset (Etc/GMT+3) shows the offset only, and a legacy id without a region (CET) shows itself.
 */
export function zoneLabel(timeZone: string, at: Date): string {
  if (wallClockFormat(timeZone).resolvedOptions().timeZone === 'UTC') return 'UTC'
  const offset = offsetName(timeZone, at)
  if (/^etc\//i.test(timeZone)) return offset
  if (!timeZone.includes('/')) return `${timeZone} (${offset})`
  const last = timeZone.slice(timeZone.lastIndexOf('/') + 1)
  return `${ACCENTED_CITIES[last] ?? last.replaceAll('_', ' ')} time (${offset})`
}

/** "Sat 28 Nov 2026, 09:00": en-GB's day, month and 24-hour clock, without its comma after the weekday. */
export function formatInZone(instant: Date, timeZone: string): string {
  const format = zoneFormat('display', 'en-GB', {
    timeZone,
    hourCycle: 'h23',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
  const parts = partsOf(format, instant)
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`
}

/** "Sat 28 Nov 2026, 12:00 UTC". */
export function formatUtc(instant: Date): string {
  return `${formatInZone(instant, 'UTC')} UTC`
}
