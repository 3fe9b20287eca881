import type { BroadcastLog } from '@/api/broadcasts'
import type { LogStatus } from '@/domain/log-statuses'
import { isOptOutReply } from '@/domain/opt-out-reply'
import type { StoredBroadcast } from './demo-data'
import {
  HOSTILE_BROADCAST_ID,
  HOSTILE_BROADCAST_ID_2,
  HOSTILE_LOG_ERROR,
  HOSTILE_LOG_INDEX,
  HOSTILE_RECIPIENT_NAME,
  HOSTILE_REPLY,
} from './seed-hostile'
import { createRandom, type SeededRandom } from './seed-random'
import { SEED_NOW } from './seed-time'

interface Country {
  code: string
  weight: number
  /** A plausible mobile number without the country code. */
  phone(rng: SeededRandom): string
  firstNames: readonly string[]
  lastNames: readonly string[]
}

const COUNTRIES: readonly Country[] = [
  {
    code: '+44',
    weight: 30,
    phone: (rng) => `7${rng.digits(9)}`,
    firstNames: [
      'Olivia',
      'Amelia',
      'Isla',
      'Harry',
      'Oliver',
      'George',
      'Charlotte',
      'Jack',
      'Sophie',
      'Thomas',
      'Emily',
      'Aisha',
    ],
    lastNames: [
      'Smith',
      'Jones',
      'Taylor',
      'Brown',
      'Evans',
      'Wilson',
      'Patel',
      'Roberts',
      'Khan',
      'Walker',
      'Wright',
      'Hughes',
    ],
  },
  {
    code: '+1',
    weight: 14,
    phone: (rng) => `${rng.pick(['212', '312', '415', '617', '646', '702', '737'])}555${rng.digits(4)}`,
    firstNames: ['Madison', 'Tyler', 'Ava', 'Noah', 'Emma', 'Liam', 'Chloe', 'Mason', 'Zoe', 'Jayden'],
    lastNames: ['Johnson', 'Williams', 'Garcia', 'Miller', 'Davis', 'Martinez', 'Anderson', 'Thomas', 'Moore', 'Lee'],
  },
  {
    code: '+34',
    weight: 12,
    phone: (rng) => `6${rng.digits(8)}`,
    firstNames: ['Lucía', 'Javier', 'Carmen', 'Pablo', 'Marta', 'Alejandro', 'Elena', 'Diego'],
    lastNames: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Romero', 'Navarro', 'Ruiz'],
  },
  {
    code: '+55',
    weight: 10,
    phone: (rng) => `${rng.pick(['11', '21', '31', '41', '51'])}9${rng.digits(8)}`,
    firstNames: ['Ana', 'Beatriz', 'Rafael', 'Gabriel', 'Larissa', 'Mateus', 'Juliana', 'Pedro'],
    lastNames: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Costa', 'Pereira', 'Almeida', 'Ferreira'],
  },
  {
    code: '+49',
    weight: 12,
    phone: (rng) => `1${rng.pick(['51', '52', '60', '70', '76'])}${rng.digits(8)}`,
    firstNames: ['Lukas', 'Anna', 'Felix', 'Lena', 'Jonas', 'Mia', 'Leon', 'Hannah'],
    lastNames: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Wagner', 'Hoffmann'],
  },
  {
    code: '+62',
    weight: 7,
    phone: (rng) => `8${rng.pick(['11', '12', '13', '21', '52', '57'])}${rng.digits(8)}`,
    firstNames: ['Putri', 'Dewi', 'Rizky', 'Budi', 'Ayu', 'Agus', 'Siti', 'Fajar'],
    lastNames: ['Santoso', 'Wijaya', 'Pratama', 'Saputra', 'Hidayat', 'Kusuma', 'Lestari', 'Nugroho'],
  },
  {
    code: '+33',
    weight: 7,
    phone: (rng) => `${rng.pick(['6', '7'])}${rng.digits(8)}`,
    firstNames: ['Camille', 'Louis', 'Léa', 'Hugo', 'Manon', 'Jules'],
    lastNames: ['Martin', 'Bernard', 'Dubois', 'Moreau', 'Laurent', 'Lefèvre'],
  },
  {
    code: '+39',
    weight: 5,
    phone: (rng) => `3${rng.digits(9)}`,
    firstNames: ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Matteo'],
    lastNames: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano'],
  },
  {
    code: '+353',
    weight: 3,
    phone: (rng) => `8${rng.pick(['3', '5', '6', '7'])}${rng.digits(7)}`,
    firstNames: ['Aoife', 'Cian', 'Niamh', 'Seán'],
    lastNames: ["O'Brien", 'Murphy', 'Kelly', 'Byrne'],
  },
]

const COUNTRY_WEIGHTS = COUNTRIES.map((country) => [country, country.weight] as const)

type StatusWeights = readonly (readonly [LogStatus, number])[]

/** How far the seed's messages get, in percent. */
export const LOG_STATUS_WEIGHTS: StatusWeights = [
  ['read', 41],
  ['delivered', 25],
  ['sent', 9],
  ['replied', 14],
  ['failed', 11],
]

const REPLIES = [
  'Yes please!',
  'What time does it start?',
  'Is the parka available in navy?',
  'Can I use my gift card for this?',
  'Thanks 🙌',
  'Do you deliver to Ireland?',
  'Already ordered, thank you!',
  'STOP',
  'Please call me about my order',
  'Is this in store too or online only?',
  '¿Tenéis tallas grandes?',
  'Quero saber mais 😍',
  'Wann beginnt der Sale?',
  'Merci !',
  '👍',
  'Can I get this with click & collect?',
  'Please stop sending me these',
  "Don't stop the deals!",
  'Baja, por favor',
  'إلغاء الاشتراك',
]

const ERRORS = [
  'Recipient phone number not on WhatsApp',
  '131026: Message undeliverable',
  '131047: Re-engagement message: more than 24 hours since the customer last replied',
  '131049: Not delivered to maintain healthy ecosystem engagement',
  '131050: User has stopped marketing messages',
  '130429: Rate limit hit',
]

/** The seed's weights with a broadcast's tweak added (a weight never drops below 1); the same list without one. */
function statusWeightsOf(broadcast: StoredBroadcast): StatusWeights {
  const tweak = broadcast.seedStatusTweak
  if (!tweak) return LOG_STATUS_WEIGHTS
  return LOG_STATUS_WEIGHTS.map(([status, weight]) => [status, Math.max(1, weight + (tweak[status] ?? 0))] as const)
}

/** A recipient from the seed's countries: name, country code and number. */
export function randomRecipient(rng: SeededRandom): Pick<BroadcastLog, 'recepientName' | 'countryCode' | 'phone'> {
  const country = rng.weighted(COUNTRY_WEIGHTS)
  const recepientName = `${rng.pick(country.firstNames)} ${rng.pick(country.lastNames)}`
  return { recepientName, countryCode: country.code, phone: country.phone(rng) }
}

export const randomReply = (rng: SeededRandom) => rng.pick(REPLIES)
const REPLIES_BUT_STOP = REPLIES.filter((reply) => !isOptOutReply(reply))
/** A reply of the seed's that is no opt-out: for a campaign whose opt-outs are planted, so their count is known. */
export const randomReplyButStop = (rng: SeededRandom) => rng.pick(REPLIES_BUT_STOP)
export const randomError = (rng: SeededRandom) => rng.pick(ERRORS)

const DAY_MS = 86_400_000
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n))
const pad3 = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : String(n))

/** Date#toISOString for many nearby instants: the date part is formatted once per day, the time by hand. */
export function createIsoFormatter(): (ms: number) => string {
  const prefixes = new Map<number, string>()
  return (ms) => {
    const day = Math.floor(ms / DAY_MS)
    let prefix = prefixes.get(day)
    if (prefix === undefined) {
      prefix = new Date(day * DAY_MS).toISOString().slice(0, 11)
      prefixes.set(day, prefix)
    }
    let rest = ms - day * DAY_MS
    const hours = Math.floor(rest / 3_600_000)
    rest -= hours * 3_600_000
    const minutes = Math.floor(rest / 60_000)
    rest -= minutes * 60_000
    const seconds = Math.floor(rest / 1000)
    return `${prefix}${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}.${pad3(rest - seconds * 1000)}Z`
  }
}

/** Seconds between sending and the log's last update, by how far the message got. */
function secondsToUpdate(rng: SeededRandom, status: LogStatus): number {
  switch (status) {
    case 'sent':
      return rng.int(1, 4)
    case 'failed':
      return rng.int(1, 8)
    case 'delivered':
      return rng.int(2, 180)
    case 'read':
      return rng.int(60, 6 * 3600)
    case 'replied':
      return rng.int(5 * 60, 26 * 3600)
  }
}

/**
 * The per-recipient logs of a seeded broadcast, in send order: `seedLogCount` of them, the same on every call
 * (seeded by the broadcast id), in the seed's status mix with the broadcast's `seedStatusTweak`. The first broadcast's first page carries the hostile name and reply, and
 * the first log of HOSTILE_BROADCAST_ID_2 failed with a hostile error.
 */
export function generateBroadcastLogs(broadcast: StoredBroadcast): BroadcastLog[] {
  const count = Math.max(0, Math.floor(broadcast.seedLogCount))
  const rng = createRandom(`logs:${broadcast.id}`)
  const parsedStart = Date.parse(broadcast.createdAt)
  let sentAt = (Number.isNaN(parsedStart) ? SEED_NOW : parsedStart) + 60_000
  const ref = { id: broadcast.id, name: broadcast.name }
  const logs: BroadcastLog[] = new Array<BroadcastLog>(count)
  const iso = createIsoFormatter()
  const statusWeights = statusWeightsOf(broadcast)

  for (let i = 0; i < count; i += 1) {
    sentAt += rng.int(40, 260)
    const country = rng.weighted(COUNTRY_WEIGHTS)
    const status = rng.weighted(statusWeights)
    const recepientName = `${rng.pick(country.firstNames)} ${rng.pick(country.lastNames)}`
    const phone = country.phone(rng)
    const updatedAt = sentAt + secondsToUpdate(rng, status) * 1000 + rng.int(0, 999)
    logs[i] = {
      broadcast: { ...ref },
      recepientName,
      countryCode: country.code,
      phone,
      status,
      reply: status === 'replied' ? rng.pick(REPLIES) : '',
      error: status === 'failed' ? rng.pick(ERRORS) : '',
      createdAt: iso(sentAt),
      updatedAt: iso(updatedAt),
    }
  }

  const hostile = broadcast.id === HOSTILE_BROADCAST_ID ? logs[HOSTILE_LOG_INDEX] : undefined
  if (hostile) {
    hostile.recepientName = HOSTILE_RECIPIENT_NAME
    hostile.status = 'replied'
    hostile.reply = HOSTILE_REPLY
    hostile.error = ''
    hostile.updatedAt = new Date(Date.parse(hostile.createdAt) + 7 * 60_000).toISOString()
  }
  const hostileFailure = broadcast.id === HOSTILE_BROADCAST_ID_2 ? logs[0] : undefined
  if (hostileFailure) {
    hostileFailure.status = 'failed'
    hostileFailure.reply = ''
    hostileFailure.error = HOSTILE_LOG_ERROR
    hostileFailure.updatedAt = new Date(Date.parse(hostileFailure.createdAt) + 3_000).toISOString()
  }
  return logs
}
