import { slugify } from '@/lib/slug'
import { variableTokens } from './template-variables'

/** What a variable most likely stands for, read from the words around it. */
type Kind =
  | 'name'
  | 'date'
  | 'time'
  | 'amount'
  | 'number-amount'
  | 'percent'
  | 'number-percent'
  | 'order'
  | 'tracking'
  | 'code'
  | 'ticket'
  | 'invoice'
  | 'reference'
  | 'link'
  | 'store'
  | 'address'
  | 'points'
  | 'minutes'
  | 'hours'
  | 'days'
  | 'courier'
  | 'size'
  | 'plan'
  | 'product'
  | 'word'

interface Locale {
  names: readonly string[]
  dates: readonly string[]
  times: readonly string[]
  /** The amount with its currency, and the bare number for a text that already shows the currency. */
  money: string
  number: string
  store: string
  address: string
  product: string
  percent: string
  coupon: string
  word: string
}

const en: Locale = {
  names: ['Maria', 'James'],
  dates: ['12 March', '19 March'],
  times: ['10:30', '15:00'],
  money: '€24.90',
  number: '24.90',
  store: 'Oxford Street',
  address: '14 King Street, London',
  product: 'Fjell parka',
  percent: '20%',
  coupon: 'SAVE20',
  word: 'sample',
}

const euro = { money: '24,90 €', number: '24,90', percent: '20%' }

/** The demo seed's languages; a region only where it changes a value. Any other language takes English values. */
const locales: Record<string, Locale> = {
  en,
  en_GB: { ...en, names: ['Olivia', 'James'], money: '£24.90' },
  en_US: {
    ...en,
    names: ['Emily', 'Michael'],
    dates: ['March 12', 'March 19'],
    times: ['10:30 AM', '3:00 PM'],
    money: '$24.90',
    store: 'Union Square',
    address: '350 Fifth Avenue, New York',
  },
  es: {
    ...euro,
    names: ['Lucía', 'Javier'],
    dates: ['12 de marzo', '19 de marzo'],
    times: ['10:30', '15:00'],
    store: 'Gran Vía',
    address: 'Calle Mayor 12, Madrid',
    product: 'abrigo de lana',
    coupon: 'AHORRA20',
    word: 'ejemplo',
  },
  pt: {
    ...euro,
    names: ['Ana', 'João'],
    dates: ['12 de março', '19 de março'],
    times: ['10:30', '15:00'],
    store: 'Avenida Paulista',
    address: 'Rua Augusta 1500, São Paulo',
    product: 'jaqueta corta-vento',
    coupon: 'DESCONTO20',
    word: 'exemplo',
  },
  fr: {
    ...euro,
    names: ['Camille', 'Louis'],
    dates: ['12 mars', '19 mars'],
    times: ['10h30', '15h00'],
    store: 'Rivoli',
    address: '12 rue de Rivoli, Paris',
    product: 'manteau en laine',
    percent: '20 %',
    coupon: 'HIVER20',
    word: 'exemple',
  },
  de: {
    ...euro,
    names: ['Lena', 'Jonas'],
    dates: ['12. März', '19. März'],
    times: ['10:30', '15:00'],
    store: 'Berlin-Mitte',
    address: 'Torstraße 1, Berlin',
    product: 'Wollmantel',
    coupon: 'WINTER20',
    word: 'Beispiel',
  },
  it: {
    ...euro,
    names: ['Giulia', 'Marco'],
    dates: ['12 marzo', '19 marzo'],
    times: ['10:30', '15:00'],
    store: 'Via Torino',
    address: 'Via Roma 10, Milano',
    product: 'cappotto di lana',
    coupon: 'SCONTO20',
    word: 'esempio',
  },
  id: {
    names: ['Siti', 'Budi'],
    dates: ['12 Maret', '19 Maret'],
    times: ['10.30', '15.00'],
    money: 'Rp 249.000',
    number: '249.000',
    store: 'Grand Indonesia',
    address: 'Jl. Sudirman No. 12, Jakarta',
    product: 'jaket parka',
    percent: '20%',
    coupon: 'HEMAT20',
    word: 'contoh',
  },
}
locales.pt_BR = { ...(locales.pt as Locale), money: 'R$ 24,90' }

function localeOf(language: string | undefined): Locale {
  const code = (language ?? 'en').trim().replace('-', '_')
  return locales[code] ?? locales[code.split('_')[0]?.toLowerCase() ?? ''] ?? en
}

const words = (list: string) => new RegExp(list, 'u')
const START = String.raw`(?:^|[\s¡¿(])`

/** Words right before the variable that settle what it is. */
const endings: [Kind, RegExp][] = [
  ['number-amount', /(?:[€$£¥₹]|\b(?:eur|usd|gbp|brl|mxn|chf))\s*$/u],
  [
    'name',
    new RegExp(
      `${START}(?:hi|hello|hey|dear|sorry|thanks|thank you|welcome|congratulations|congrats|hola|gracias|bienvenid[oa]|estimad[oa]|querid[oa]|olá|oi|obrigad[oa]|bem-vind[oa]|prezad[oa]|bonjour|bonsoir|salut|merci|bienvenue|cher|chère|hallo|danke|willkommen|liebe[rs]?|ciao|grazie|benvenut[oa]|gentile|car[oa]|halo|hai|مرحبًا|مرحبا)[\\s,]*$`,
      'u',
    ),
  ],
  [
    'date',
    /(?:confirmed|scheduled|booked|planned|marcad[ao]|agendad[ao]|programad[ao]|prevista?|prévue?|geplant) (?:for|para|pour|el|le|am|für)\s*$/u,
  ],
  ['time', new RegExp(`${START}(?:between|entre|zwischen|tra)\\s*$`, 'u')],
  ['percent', new RegExp(`${START}(?:up to|hasta un|jusqu[’']à|bis zu|fino al|hingga)\\s*$`, 'u')],
  ['time', new RegExp(`${START}(?:at|à|a las|a la|às|alle|pukul)\\s*$`, 'u')],
  [
    'date',
    new RegExp(
      `${START}(?:on|by|until|till|from|before|el|le|am|il|em|até|zum|bis|dal|hasta|hasta el|desde|du|au|jusqu[’']au|vom|entro il|tanggal)\\s*$`,
      'u',
    ),
  ],
]

/** Words right after the variable that settle what it is. */
const beginnings: [Kind, RegExp][] = [
  ['number-percent', /^\s*%/u],
  ['number-amount', /^\s*(?:[€$£]|(?:eur|usd|gbp|brl|mxn|chf)\b)/u],
  ['points', /^\s*(?:points|pts|puntos|pontos|punkte|punti|poin)/u],
  ['minutes', /^\s*(?:min|minutos|minuten|minuti|menit)/u],
  ['hours', /^\s*(?:hours?|horas|heures|stunden|ore|jam)\b/u],
  ['days', /^\s*(?:days|días|dias|jours|tage|giorni|hari|أيام)/u],
  ['percent', /^\s*(?:off|discount|de descuento|de desconto|di sconto|de réduction|de remise|rabatt|korting)/u],
  ['time', /^\s*uhr\b/u],
]

/** Words nearby: the nearest one decides. */
const keywords: [Kind, RegExp][] = [
  ['order', words('order|pedido|commande|bestell|ordine|pesanan|encomenda|طلب')],
  ['tracking', words('track|seguimiento|rastreamento|rastreio|suivi|sendungs|spedizione|resi\\b')],
  ['code', words('code|código|codigo|otp|\\bpin\\b|kode|codice|cupom|cupón|cupon|coupon|gutschein|voucher|رمز')],
  ['ticket', words('ticket|chamado|incidencia|anfrage')],
  ['invoice', words('invoice|factura|fatura|facture|rechnung|fattura|receipt|recibo|reçu|quittung')],
  [
    'reference',
    words(
      '\\bref\\b|reference|referencia|référence|referenz|riferimento|booking|reserva|réservation|buchung|prenotazione',
    ),
  ],
  [
    'amount',
    words(
      'total|amount|paid|price|refund|reembolso|importe|valor|montant|betrag|prix|preço|precio|prezzo|cost|charge|fee|summe|rimborso|remboursement|erstattung|jumlah',
    ),
  ],
  ['date', words('date|fecha|\\bdata\\b|datum|expected|estimate|\\bdue\\b|expir|vence|caduc|échéance|fällig|scadenza')],
  ['points', words('points|puntos|pontos|punkte|punti|\\bpoin\\b')],
  ['address', words('address|dirección|direccion|endereço|endereco|adresse|indirizzo|alamat')],
  [
    'store',
    words(
      'store|branch|shop|boutique|tienda|sucursal|loja|filiale|geschäft|negozio|collect|pick up|pickup|recoger|retirar|retrait|abholen|ritiro|toko|cabang',
    ),
  ],
  ['link', words('link|enlace|\\blien\\b|\\burl\\b')],
  ['size', words('size|talla|tamanho|taille|größe|taglia|ukuran')],
  [
    'plan',
    words('subscription|membership|abonnement|suscripción|assinatura|abbonamento|mitgliedschaft|\\bplan\\b|\\babo\\b'),
  ],
  [
    'product',
    words(
      'product|\\bitem|stock|basket|cart\\b|wishlist|registering|producto|produto|produit|prodotto|artikel|warenkorb|carrito|carrinho|panier|carrello|keranjang|modelo|modèle',
    ),
  ],
]

/** Found after the variable: it is what the variable is used for. */
const usedFor: [Kind, RegExp][] = [
  ['code', words('password|contraseña|senha|mot de passe|passwort|verif|log in|sign in')],
]

/** Kinds a whole sentence can give a variable that no nearby word explains, in this order. */
const sentenceKinds = new Set<Kind>(['address', 'store', 'link', 'plan', 'product'])

const SHIPPING = /way|ship|deliver|dispatch|courier|carrier|envi|camino|caminho|expédi|versand|unterwegs|spedi|kirim/u
const PAYMENT = /invoice|payment|receipt|factura|fatura|facture|rechnung|fattura|pago|pagamento|paiement|zahlung/u
const PROMOTION =
  /\boff\b|discount|descuento|desconto|sconto|réduction|remise|rabatt|diskon|promo|coupon|cupom|cupón|voucher|gutschein|\bsale\b|\bsave\b/u
const SECURITY =
  /verif|login|log in|sign in|password|contraseña|senha|passwort|security|seguridad|segurança|sécurité|sicherheit|bestätigung|\botp\b/u

/** The kind whose word sits nearest the variable: the last match before it, or the first after it. */
function nearest(text: string, table: [Kind, RegExp][], side: 'before' | 'after'): Kind | null {
  let best: { kind: Kind; at: number } | null = null
  for (const [kind, pattern] of table) {
    for (const match of text.matchAll(new RegExp(pattern, 'gu'))) {
      const at = side === 'before' ? match.index + match[0].length : -match.index
      if (!best || at > best.at) best = { kind, at }
    }
  }
  return best?.kind ?? null
}

interface Context {
  /** The words since the previous variable or the start of the sentence. */
  before: string
  /** The words up to the next variable or the end of the sentence. */
  after: string
  /** The sentence before the variable, other variables included. */
  sentence: string
  /** What the variable before it stands for, e.g. for "between {{1}} and {{2}}". */
  previous?: Kind
}

function guessKind({ before, after, sentence, previous }: Context): Kind {
  for (const [kind, pattern] of beginnings) if (pattern.test(after)) return kind
  if (previous && /^\s*(?:and|or|et|ou|y|o|e|und|oder|to|bis|-|–)\s*$/u.test(before)) return previous
  if (/,\s*$/u.test(before) && /^\s*(?:[!?.:;]|$)/u.test(after)) return 'name'
  if (/(?:^|\s)(?:for|of|von|di)\s*$/u.test(before) && PAYMENT.test(sentence)) return 'amount'
  if (/(?:^|\s)(?:with|via|con|com|avec|mit|dengan)\s*$/u.test(before) && SHIPPING.test(sentence)) return 'courier'
  for (const [kind, pattern] of endings) {
    if (!pattern.test(before)) continue
    // "ready to collect at {{1}}" is a place, not a time.
    if (kind === 'time' && nearest(before, keywords, 'before') === 'store') return 'store'
    return kind
  }
  const near = nearest(before, keywords, 'before') ?? nearest(after, [...keywords, ...usedFor], 'after')
  if (near) return near
  for (const [kind, pattern] of keywords) if (sentenceKinds.has(kind) && pattern.test(sentence)) return kind
  return 'word'
}

function valueOf(kind: Kind, locale: Locale, nth: number, text: string): string {
  const pick = (list: readonly string[]) => list[Math.min(nth, list.length - 1)] ?? ''
  switch (kind) {
    case 'name':
      return pick(locale.names)
    case 'date':
      return pick(locale.dates)
    case 'time':
      return pick(locale.times)
    case 'amount':
      return locale.money
    case 'number-amount':
      return locale.number
    case 'percent':
      return locale.percent
    case 'number-percent':
      return '20'
    case 'order':
      return pick(['#48213', '#48214'])
    case 'tracking':
      return '1Z 999 AA1 0123 4567 84'
    case 'code':
      return PROMOTION.test(text) && !SECURITY.test(text) ? locale.coupon : '482913'
    case 'ticket':
      return '#10482'
    case 'invoice':
      return 'INV-2026-0418'
    case 'reference':
      return 'REF-20431'
    case 'link':
      return `example.com/invite/${(locale.names[0] ?? 'maria').toLowerCase()}`
    case 'store':
      return locale.store
    case 'address':
      return locale.address
    case 'points':
      return '850'
    case 'minutes':
      return '10'
    case 'hours':
      return '24'
    case 'days':
      return '3'
    case 'courier':
      return 'DHL'
    case 'size':
      return 'M'
    case 'plan':
      return 'Premium'
    case 'product':
      return locale.product
    case 'word':
      return locale.word
  }
}

const SENTENCE_END = /[.!?\n]\s+|[.!?]$/gu

function sentenceStart(text: string, end: number): number {
  let start = 0
  for (const match of text.slice(0, end).matchAll(SENTENCE_END)) start = match.index + match[0].length
  return start
}

/**
 * A realistic example for each variable {{n}} of a text, at index n - 1 (numbers the text skips get ''), guessed
 * from the words around the variable's first use: "Hi {{1}}" gives a first name, "on {{2}}" a date, "€{{3}}" an
 * amount. Values are in the template’s language where there is one (en_US, en_GB, es, pt, fr, de, it, id), else English.
 */
export function guessExamples(text: string, language?: string): string[] {
  const lower = text.toLowerCase()
  const tokens = variableTokens(lower)
  const locale = localeOf(language)
  const seen = new Map<Kind, number>()
  const kinds = new Map<number, Kind>()
  const guesses: string[] = []
  tokens.forEach((token, i) => {
    if (kinds.has(token.n)) return
    const link = /(?:https?:\/\/|www\.)\S*$/u.exec(lower.slice(0, token.start))?.[0]
    if (link) {
      kinds.set(token.n, 'link')
      guesses[token.n - 1] = guessLinkExample(`${link}{{1}}`, language)
      return
    }
    const previous = tokens[i - 1]
    const from = Math.max(sentenceStart(lower, token.start), previous?.end ?? 0, token.start - 60)
    const rest = lower.slice(token.end, tokens[i + 1]?.start ?? token.end + 40)
    const sentenceEnd = rest.search(/[.!?\n](?:\s|$)/u)
    const kind = guessKind({
      before: lower.slice(from, token.start),
      after: sentenceEnd < 0 ? rest : rest.slice(0, sentenceEnd + 1),
      sentence: lower.slice(sentenceStart(lower, token.start), token.start),
      previous: previous && kinds.get(previous.n),
    })
    const nth = seen.get(kind) ?? 0
    seen.set(kind, nth + 1)
    kinds.set(token.n, kind)
    guesses[token.n - 1] = valueOf(kind, locale, nth, lower)
  })
  return Array.from(guesses, (guess) => guess ?? '')
}

/** What a link's trailing variable most likely holds, from its path (e.g. /orders/{{1}} gives an order number), as it goes in a URL. */
export function guessLinkExample(url: string, language?: string): string {
  const lower = url.toLowerCase()
  const [token] = variableTokens(lower)
  if (!token) return ''
  const before = lower.slice(0, token.start)
  const host = /^[a-z]+:\/\/[^/]*/u.exec(before)?.[0] ?? ''
  const path = before.slice(host.length)
  const pathKind = nearest(path, keywords, 'before')
  const hostKind = nearest(host, keywords, 'before')
  const kind: Kind =
    pathKind ??
    (hostKind === 'tracking' || hostKind === 'order' ? hostKind : /[?&]ref=$/u.test(path) ? 'reference' : 'word')
  const locale = localeOf(language)
  switch (kind) {
    case 'order':
    case 'ticket':
    case 'tracking':
      return valueOf(kind, locale, 0, lower).replace(/[#\s]/g, '')
    case 'code':
    case 'invoice':
    case 'reference':
    case 'points':
    case 'minutes':
    case 'hours':
    case 'days':
    case 'size':
      return valueOf(kind, locale, 0, lower)
    case 'word':
      return 'welcome'
    default:
      return slugify(valueOf(kind, locale, 0, lower))
  }
}
