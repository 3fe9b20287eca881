import { describe, expect, it } from 'vitest'
import { countOptOutReplies, isOptOutReply } from './opt-out-reply'

const each = (replies: readonly string[], expected: boolean) => {
  for (const reply of replies) expect(isOptOutReply(reply), reply).toBe(expected)
}

describe('isOptOutReply', () => {
  it('takes the service’s own STOP in any case', () => {
    each(['STOP', 'stop', 'Stop', 'sToP'], true)
  })

  it('ignores surrounding space, punctuation and emoji, and repeated space', () => {
    each(
      [
        '  STOP  ',
        'Stop.',
        'STOP!!!',
        'STOP!!',
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
        'stop stop',
      ],
      true,
    )
  })

  it('takes a stop word that is a sentence of its own within a longer reply', () => {
    each(['Stop. I never signed up for this', 'Thanks, but stop', 'STOP! Already bought it', 'Gracias. Baja'], true)
  })

  describe('English', () => {
    it('takes the words that mean it anywhere in a reply', () => {
      each(
        [
          'Please stop sending me these',
          'stop sending me these',
          'Can you stop messaging me',
          'unsubscribe',
          'UNSUB',
          'How do I unsubscribe from this?',
          'opt out',
          'Opt me out please',
          'optout',
          'opt-out',
          'Remove me from your list',
          'take me off this list',
          'Stop marketing',
          'Stop promotions',
          'no more messages thanks',
        ],
        true,
      )
    })

    it('takes the short words only as a whole sentence, with polite words at most', () => {
      each(
        ['stop all', 'stopall', 'stop please', 'please stop', 'Just stop', 'stop now', 'end', 'quit', 'cancel'],
        true,
      )
    })

    it('quotes the footer’s STOP in capitals inside a sentence', () => {
      each(['I already replied STOP twice', 'I said STOP'], true)
      each(['Meet me at the BUS STOP', 'Is there a pit STOP on the way?'], false)
    })

    it('leaves out negations and other uses of the words', () => {
      each(
        [
          "don't stop",
          'Don’t stop sending me these!',
          'please don’t unsubscribe me',
          'I did not unsubscribe',
          "Please don't STOP the offers",
          'stopped',
          'stop by the store tomorrow',
          'nonstop',
          'bus stop',
          'I want to cancel my order please',
          'cancelled',
          'When does the sale end?',
          'stop 2',
          's t o p',
          'st op',
          'Thanks!',
          'Yes please!',
        ],
        false,
      )
    })
  })

  describe('Spanish', () => {
    it('takes its words, with or without accents', () => {
      each(
        [
          'baja',
          'BAJA por favor',
          'Quiero darme de baja',
          'dame de baja ya',
          'Dar de baja',
          'parar',
          'para',
          'alto',
          'cancelar',
          'no más',
          'no mas',
          'NO MÁS',
          'No más mensajes, gracias',
          'cancelar suscripción',
          'cancelar suscripcion',
          'desuscribir',
          'Dejen de enviar mensajes',
          'salir',
          'Basta',
        ],
        true,
      )
    })

    it('leaves out negations and everyday uses', () => {
      each(
        [
          'no pares',
          'No dejen de enviar ofertas',
          'No quiero darme de baja',
          'para mí',
          'a baja',
          'El precio baja mañana?',
          'Quiero cancelar mi pedido',
          '¿Tenéis tallas grandes?',
        ],
        false,
      )
    })
  })

  describe('Portuguese', () => {
    it('takes its words, with or without accents', () => {
      each(
        [
          'parar',
          'pare',
          'sair',
          'cancelar',
          'descadastrar',
          'Me descadastra por favor',
          'cancelar inscrição',
          'cancelar inscricao',
          'não quero mais',
          'nao quero mais',
          'Não quero mais receber mensagens',
          'Parem de enviar isso',
          'Parar promoções',
          'Chega!',
        ],
        true,
      )
    })

    it('leaves out negations and everyday uses', () => {
      each(
        ['não pare', 'Não pare de enviar!', 'Quero saber mais 😍', 'Não quero mais esperar', 'vou sair agora'],
        false,
      )
    })
  })

  describe('French', () => {
    it('takes its words, with or without accents', () => {
      each(
        [
          'arrêt',
          'arret',
          'ARRÊTER',
          'arreter',
          'Arrêtez svp',
          'stop',
          'STOP merci',
          'désabonner',
          'desabonner',
          'Désabonnez-moi',
          'je veux me désabonner',
          'désinscrire',
          'me désinscrire',
          'me desinscrire',
          "Arrêtez de m'envoyer des messages",
        ],
        true,
      )
    })

    it('leaves out negations and everyday uses', () => {
      each(
        ['Je ne veux pas me désabonner', "N'arrêtez pas", 'Merci !', "L'arrêt de bus est où ?", 'arrêt de bus'],
        false,
      )
    })
  })

  describe('German', () => {
    it('takes its words, with or without the umlaut', () => {
      each(
        [
          'stopp',
          'STOPP!',
          'stop',
          'abmelden',
          'Bitte abmelden',
          'Wie kann ich mich abmelden?',
          'abbestellen',
          'austragen',
          'kündigen',
          'kundigen',
          'Keine Nachrichten mehr bitte',
        ],
        true,
      )
    })

    it('leaves out negations and everyday uses', () => {
      each(['Bitte nicht abmelden', 'Wann beginnt der Sale?', 'Ich will kündigen, aber nur mein Abo'], false)
    })
  })

  describe('Italian', () => {
    it('takes its words, and the quick reply the template fix adds', () => {
      each(
        [
          'Annulla iscrizione',
          "Annulla l'iscrizione",
          'Per favore disiscrivimi',
          'Cancellami dalla lista',
          'Basta!',
          'STOP grazie',
          'Non inviatemi più messaggi',
        ],
        true,
      )
    })

    it('leaves out negations and everyday uses', () => {
      each(['Non annulla iscrizione', 'Basta così, grazie del regalo', 'Quando arriva il pacco?'], false)
    })
  })

  describe('Arabic', () => {
    it('takes its words, with or without hamza, tashkeel or tatweel', () => {
      each(
        [
          'توقف',
          'توقّف',
          'توقــف',
          'قف',
          'إيقاف',
          'ايقاف',
          'إلغاء',
          'الغاء',
          'إلغاء الاشتراك',
          'الغاء الاشتراك',
          'أريد إلغاء الاشتراك من فضلك',
          'توقف من فضلك',
          'أوقفوا الرسائل',
          'كفى!',
        ],
        true,
      )
    })

    it('leaves out negations and everyday uses', () => {
      each(['لا توقف', 'لا أريد إلغاء الاشتراك', 'الغاء الطلب', 'توقف الموقع عن العمل', 'شكرا'], false)
    })
  })

  it('reads each sentence on its own, so a negation in one does not cancel another', () => {
    each(["I don't want these. Unsubscribe", 'No, stop', 'لا. توقف'], true)
  })

  it('takes nothing from an empty or missing reply', () => {
    for (const reply of ['', '   ', '!!!', '🛑', null, undefined]) expect(isOptOutReply(reply)).toBe(false)
  })

  it('takes nothing from text that only looks like markup', () => {
    each(['<b>bold?</b> <img src=x onerror=alert(2)>'], false)
  })
})

describe('countOptOutReplies', () => {
  it('counts the opt-out replies among any iterable, missing ones included', () => {
    expect(countOptOutReplies(['STOP', 'thanks!', null, 'baja', undefined, 'stop by later', 'Kündigen', 'توقف'])).toBe(
      4,
    )
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
