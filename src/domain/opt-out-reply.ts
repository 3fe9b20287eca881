import { foldWords } from '@/lib/fold-words'

/**
 * Replies that ask for no more messages. The service tags a contact Unsubscribe only when the reply is STOP on its
 * own (its sheet; any case); the dashboard reads more widely, in English, Spanish, Portuguese, French, German,
 * Italian and Arabic, whatever the case or accents:
 * - `anywhere`: words and phrases that only ever mean it ("unsubscribe", "stop sending", "darme de baja",
 *   "إلغاء الاشتراك"), found as whole words anywhere in a reply: "Please stop sending me these".
 * - `alone`: words that mean it only when they are the whole sentence, with nothing but polite words around them
 *   ("STOP!!", "Stop please", "¡Baja!", "توقف"), so "stop by the store", "bus stop" or "para mí" never count.
 * - STOP written in capitals inside a reply written otherwise ("I already said STOP"): the footer's word, quoted.
 * A negation among the three words before a match cancels it: "don't stop sending", "no quiero darme de baja",
 * "não pare de enviar", "ne pas me désabonner", "nicht abmelden", "لا أريد إلغاء الاشتراك".
 * The quick replies the template fix adds ("Stop promotions", "Darme de baja", "Abmelden"…) all count.
 */
interface ReplyWords {
  anywhere: readonly string[]
  alone: readonly string[]
  negations: readonly string[]
  /** Words that may stand beside an `alone` word without changing what it says ("stop please", "bitte stopp"). */
  polite: readonly string[]
}

const OPT_OUT_REPLY_WORDS = {
  en: {
    anywhere: [
      'unsubscribe',
      'unsub',
      'opt out',
      'optout',
      'opt me out',
      'remove me',
      'take me off',
      'stop sending',
      'stop messaging',
      'stop texting',
      'stop contacting',
      'stop spamming',
      'stop marketing',
      'stop promotions',
      'stop the messages',
      'stop these messages',
      'stop all messages',
      'no more messages',
    ],
    // Stop, stop all and stopall are the service's and carriers' keywords; end, quit and cancel carriers' too.
    alone: ['stop', 'stop all', 'stopall', 'stop it', 'end', 'quit', 'cancel'],
    negations: ['not', "don't", 'never', "didn't", "doesn't", "won't", "can't", 'cannot', "shouldn't", "wouldn't"],
    polite: [
      'please',
      'pls',
      'plz',
      'now',
      'right now',
      'just',
      'but',
      'ok',
      'okay',
      'thanks',
      'thank you',
      'thx',
      'ty',
    ],
  },
  es: {
    anywhere: [
      'darme de baja',
      'dame de baja',
      'denme de baja',
      'dar de baja',
      'darse de baja',
      'cancelar suscripción',
      'cancelar la suscripción',
      'anular suscripción',
      'desuscribir',
      'desuscribirme',
      'desuscríbeme',
      'no más mensajes',
      'no me envíes más',
      'no me manden más',
      'deja de enviar',
      'dejen de enviar',
      'deja de mandar',
      'dejen de mandar',
    ],
    alone: ['baja', 'parar', 'para', 'alto', 'cancelar', 'no más', 'salir', 'basta', 'ya basta'],
    negations: ['no', 'nunca', 'jamás'],
    polite: ['por favor', 'porfa', 'gracias', 'ya'],
  },
  pt: {
    anywhere: [
      'descadastrar',
      'descadastre',
      'descadastra',
      'descadastrem',
      'cancelar inscrição',
      'cancelar a inscrição',
      'pare de enviar',
      'parem de enviar',
      'pare de mandar',
      'parem de mandar',
      'parar promoções',
      'não quero mais receber',
      'não me envie mais',
      'não mandem mais',
    ],
    alone: ['parar', 'pare', 'sair', 'cancelar', 'não quero mais', 'chega'],
    negations: ['não', 'nunca', 'jamais'],
    polite: ['por favor', 'obrigado', 'obrigada', 'já'],
  },
  fr: {
    anywhere: [
      'désabonner',
      'désabonnez',
      'désabonnement',
      'désinscrire',
      'désinscrivez',
      'désinscription',
      "arrêtez de m'envoyer",
      'arrêtez les messages',
      'arrêtez les envois',
    ],
    alone: ['arrêt', 'arrêter', 'arrêtez', 'stop', 'stoppez'],
    negations: ['ne', 'pas', 'jamais'],
    polite: ['merci', 'svp', 'stp', "s'il vous plaît", "s'il te plaît"],
  },
  de: {
    anywhere: ['abmelden', 'abbestellen', 'austragen', 'abmeldung', 'keine nachrichten mehr', 'keine werbung mehr'],
    alone: ['stopp', 'stop', 'kündigen', 'ende', 'aufhören'],
    negations: ['nicht', 'kein', 'nie', 'niemals'],
    polite: ['bitte', 'danke', 'sofort', 'jetzt'],
  },
  it: {
    anywhere: [
      'annulla iscrizione',
      "annulla l'iscrizione",
      'disiscrivimi',
      'disiscriviti',
      'disiscrivere',
      'cancellami',
      'non inviatemi più',
      'smettete di inviare',
      'smettila di inviare',
    ],
    alone: ['stop', 'basta', 'cancella', 'annulla'],
    negations: ['non', 'mai'],
    polite: ['per favore', 'grazie', 'subito'],
  },
  ar: {
    anywhere: ['إلغاء الاشتراك', 'لإلغاء الاشتراك', 'إيقاف الرسائل', 'أوقفوا الرسائل', 'أوقف الرسائل', 'لا أريد رسائل'],
    alone: ['توقف', 'قف', 'إيقاف', 'إلغاء', 'كفى', 'ستوب'],
    negations: ['لا', 'لن', 'لم', 'مش'],
    polite: ['من فضلك', 'لو سمحت', 'رجاء', 'شكرا', 'الآن'],
  },
} satisfies Record<string, ReplyWords>

/** Words before a match that a negation can stand among. */
const NEGATION_REACH = 3
/** Sentence breaks, Arabic ones included: each part of a reply is read on its own. */
const SENTENCE_BREAK = /[.!?¡¿,;:…\n\r\u061F\u060C\u061B]+/u
/** Apostrophes, and the Arabic tatweel that only stretches a word. */
const JOINERS = /['’ʼ`\u0640]/g
const NOT_ASCII = /[^\x20-\x7e]/
const NOT_A_LETTER = /[^\p{L}\p{N}]+/u
/** The footer's word in capitals, as a word of its own, but not as the end of a place ("BUS STOP", "full STOP"). */
const CAPITAL_STOP = new Set(['STOP', 'STOPP'])
const PLACE_BEFORE_STOP = new Set(['bus', 'pit', 'truck', 'rest', 'full', 'next', 'last', 'one'])

/**
 * The words of a text, folded for comparison (see foldWords): apostrophes join ("don't" → "dont", "m'envoyer" →
 * "menvoyer") and the Arabic tatweel that only stretches a word goes ("توقــف" → "توقف").
 */
function words(text: string): string[] {
  const folded = foldWords(text.replace(JOINERS, ''))
  return folded === '' ? [] : folded.split(' ')
}

/** Phrases as word lists, grouped by their first word; the longest first, so "stop all" wins over "stop". */
function byFirstWord(phrases: readonly string[]): Map<string, string[][]> {
  const groups = new Map<string, string[][]>()
  for (const phrase of phrases) {
    const parts = words(phrase)
    const first = parts[0]
    if (first === undefined) continue
    groups.set(first, [...(groups.get(first) ?? []), parts])
  }
  for (const group of groups.values()) group.sort((a, b) => b.length - a.length)
  return groups
}

const all = (pick: (words: ReplyWords) => readonly string[]) =>
  Object.values(OPT_OUT_REPLY_WORDS).flatMap((language: ReplyWords) => pick(language))

const anywhere = byFirstWord(all((language) => language.anywhere))
const alone = byFirstWord(all((language) => language.alone))
const polite = byFirstWord(all((language) => language.polite))
const negations = new Set(all((language) => language.negations).flatMap(words))

/** The length of the longest phrase of `phrases` that starts at `at`, or 0. */
function phraseAt(sentence: readonly string[], at: number, phrases: Map<string, string[][]>): number {
  const candidates = phrases.get(sentence[at] ?? '') ?? []
  const found = candidates.find((phrase) => phrase.every((word, offset) => sentence[at + offset] === word))
  return found?.length ?? 0
}

const negatedAt = (sentence: readonly string[], at: number) =>
  sentence.slice(Math.max(0, at - NEGATION_REACH), at).some((word) => negations.has(word))

function saysItAnywhere(sentence: readonly string[]): boolean {
  for (let at = 0; at < sentence.length; at += 1) {
    if (phraseAt(sentence, at, anywhere) > 0 && !negatedAt(sentence, at)) return true
  }
  return false
}

/** The whole sentence is `alone` words and polite words, with at least one of the former. */
function saysItAlone(sentence: readonly string[]): boolean {
  let said = false
  let at = 0
  while (at < sentence.length) {
    const stop = phraseAt(sentence, at, alone)
    const kind = phraseAt(sentence, at, polite)
    if (stop === 0 && kind === 0) return false
    said ||= stop > 0
    at += Math.max(stop, kind)
  }
  return said
}

/** STOP in capitals in a reply that is not all capitals, and not negated: "I already replied STOP". */
function quotesCapitalStop(sentence: string, reply: string): boolean {
  if (!/\p{Ll}/u.test(reply)) return false
  const raw = sentence.replace(JOINERS, '').split(NOT_A_LETTER).filter(Boolean)
  const folded = raw.map((word) => foldWords(word))
  return raw.some(
    (word, at) => CAPITAL_STOP.has(word) && !PLACE_BEFORE_STOP.has(folded[at - 1] ?? '') && !negatedAt(folded, at),
  )
}

/** Each sentence of a reply as its folded words: the reply folded once (as foldWords does), then cut. */
function sentencesOf(reply: string): string[][] {
  const plain = NOT_ASCII.test(reply) ? reply.normalize('NFD').replace(/\p{M}/gu, '') : reply
  const folded = plain.toLowerCase().replace(JOINERS, '')
  return folded.split(SENTENCE_BREAK).map((part) => part.split(NOT_A_LETTER).filter(Boolean))
}

function readsAsOptOut(reply: string): boolean {
  const sentences = sentencesOf(reply)
  if (sentences.some((sentence) => saysItAnywhere(sentence) || saysItAlone(sentence))) return true
  return reply.includes('STOP') && reply.split(SENTENCE_BREAK).some((part) => quotesCapitalStop(part, reply))
}

/** Replies repeat ("STOP", "Thanks!"): a report over 20,000 logs reads each text once. */
const known = new Map<string, boolean>()
const KNOWN_MAX = 5000

export function isOptOutReply(reply: string | null | undefined): boolean {
  if (typeof reply !== 'string' || reply.trim() === '') return false
  let answer = known.get(reply)
  if (answer === undefined) {
    answer = readsAsOptOut(reply)
    if (known.size >= KNOWN_MAX) known.clear()
    known.set(reply, answer)
  }
  return answer
}

export function countOptOutReplies(replies: Iterable<string | null | undefined>): number {
  let count = 0
  for (const reply of replies) if (isOptOutReply(reply)) count += 1
  return count
}
