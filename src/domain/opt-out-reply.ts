/*
 * Replies that ask to stop receiving broadcasts. The service tags a contact Unsubscribe only when the reply is STOP
 * on its own (its sheet; any case). We warn more widely: the usual words and short phrases in the languages of our
 * contacts, but only when one is the whole reply, so "don't stop" or "bus stop" never counts. Written as people
 * write them; folded like a reply before they are compared.
 */
const OPT_OUT_PHRASES = {
  // The service's STOP, plus the keywords carriers honour for SMS (stopall, end, quit).
  en: [
    'stop',
    'stop all',
    'stopall',
    'stop please',
    'please stop',
    'unsubscribe',
    'unsub',
    'opt out',
    'optout',
    'opt-out',
    'remove me',
    'cancel',
    'end',
    'quit',
  ],
  es: [
    'baja',
    'darme de baja',
    'dar de baja',
    'parar',
    'para',
    'alto',
    'cancelar',
    'no más',
    'cancelar suscripción',
    'desuscribir',
    'salir',
  ],
  pt: ['parar', 'pare', 'sair', 'cancelar', 'descadastrar', 'descadastre', 'cancelar inscrição', 'não quero mais'],
  fr: ['arrêt', 'arrêter', 'stop', 'désabonner', 'se désabonner', 'désinscrire', 'me désinscrire'],
  de: ['stopp', 'stop', 'abmelden', 'abbestellen', 'austragen', 'kündigen'],
}

/**
 * A reply folded for comparison: lowercased, without diacritics (kündigen → kundigen), every run of spaces,
 * punctuation or emoji between words one space, and none at either end ("  STOP!! 🛑" → "stop", "opt-out" → "opt out").
 */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

const optOutPhrases = new Set(Object.values(OPT_OUT_PHRASES).flat().map(fold))

export function isOptOutReply(reply: string | null | undefined): boolean {
  return typeof reply === 'string' && optOutPhrases.has(fold(reply))
}

export function countOptOutReplies(replies: Iterable<string | null | undefined>): number {
  let count = 0
  for (const reply of replies) if (isOptOutReply(reply)) count += 1
  return count
}
