import { describe, expect, it } from 'vitest'
import { countOptOutReplies, isOptOutReply } from './opt-out-reply'

describe('isOptOutReply', () => {
  it('takes the service’s own STOP in any case', () => {
    for (const reply of ['STOP', 'stop', 'Stop', 'sToP']) expect(isOptOutReply(reply)).toBe(true)
  })

  it('ignores surrounding space, punctuation and emoji, and repeated space', () => {
    for (const reply of [
      '  STOP  ',
      'Stop.',
      'STOP!!!',
      '"stop"',
      '¡Baja!',
      '🛑 STOP 🛑',
      'stop 👍🏽',
      '\n\tstop\n',
      'stop   all',
      'STOP ALL!',
      'please, stop',
      'Stop please 🙏',
      '...unsubscribe...',
    ])
      expect(isOptOutReply(reply), reply).toBe(true)
  })

  it('takes the English words and phrases', () => {
    for (const reply of [
      'stop all',
      'stopall',
      'stop please',
      'please stop',
      'unsubscribe',
      'UNSUB',
      'opt out',
      'optout',
      'opt-out',
      'Opt Out',
      'remove me',
      'cancel',
      'end',
      'quit',
    ])
      expect(isOptOutReply(reply), reply).toBe(true)
  })

  it('takes the Spanish ones, with or without accents', () => {
    for (const reply of [
      'baja',
      'darme de baja',
      'Dar de baja',
      'parar',
      'para',
      'alto',
      'cancelar',
      'no más',
      'no mas',
      'NO MÁS',
      'cancelar suscripción',
      'cancelar suscripcion',
      'desuscribir',
      'salir',
    ])
      expect(isOptOutReply(reply), reply).toBe(true)
  })

  it('takes the Portuguese ones, with or without accents', () => {
    for (const reply of [
      'parar',
      'pare',
      'sair',
      'cancelar',
      'descadastrar',
      'descadastre',
      'cancelar inscrição',
      'cancelar inscricao',
      'não quero mais',
      'nao quero mais',
    ])
      expect(isOptOutReply(reply), reply).toBe(true)
  })

  it('takes the French ones, with or without accents', () => {
    for (const reply of [
      'arrêt',
      'arret',
      'ARRÊTER',
      'arreter',
      'stop',
      'désabonner',
      'desabonner',
      'se désabonner',
      'désinscrire',
      'me désinscrire',
      'me desinscrire',
    ])
      expect(isOptOutReply(reply), reply).toBe(true)
  })

  it('takes the German ones, with or without the umlaut', () => {
    for (const reply of ['stopp', 'STOPP!', 'stop', 'abmelden', 'abbestellen', 'austragen', 'kündigen', 'kundigen'])
      expect(isOptOutReply(reply), reply).toBe(true)
  })

  it('never takes a word that is only part of a longer reply', () => {
    for (const reply of [
      "don't stop",
      'Stop marketing',
      'stopped',
      'stop by the store tomorrow',
      'nonstop',
      'bus stop',
      'para mí',
      'I want to cancel my order please',
      'please don’t unsubscribe me',
      'stop stop',
      'no',
      'cancelled',
      'a baja',
      's t o p',
      'st op',
      'stop 2',
    ])
      expect(isOptOutReply(reply), reply).toBe(false)
  })

  it('takes nothing from an empty or missing reply', () => {
    for (const reply of ['', '   ', '!!!', '🛑', null, undefined]) expect(isOptOutReply(reply)).toBe(false)
  })
})

describe('countOptOutReplies', () => {
  it('counts the opt-out replies among any iterable, missing ones included', () => {
    expect(countOptOutReplies(['STOP', 'thanks!', null, 'baja', undefined, 'stop by later', 'Kündigen'])).toBe(3)
    expect(countOptOutReplies(new Set(['stop', 'STOP']))).toBe(2)
    expect(countOptOutReplies([])).toBe(0)
  })

  it('reads a generator once', () => {
    function* replies() {
      yield 'stop'
      yield 'hello'
      yield 'unsubscribe'
    }
    expect(countOptOutReplies(replies())).toBe(2)
  })
})
