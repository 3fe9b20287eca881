import { describe, expect, it } from 'vitest'
import { FOOTER_MAX, BUTTON_TEXT_MAX } from '@/domain/template-limits'
import { mentionsOptOut, optOutLines } from './opt-out-words'

describe('mentionsOptOut', () => {
  it('takes English’s words in every language, as whole words in any case', () => {
    for (const language of [undefined, 'en_US', 'es', 'pt_BR', 'fr', 'de', 'it', 'ar', 'nl'])
      for (const text of ['Reply STOP to unsubscribe', 'Unsubscribe', 'Opt-out here', 'optout', "Reply 'STOP'."])
        expect(mentionsOptOut(text, language), `${text} in ${language}`).toBe(true)
    expect(mentionsOptOut('Stopwatch sale')).toBe(false)
    expect(mentionsOptOut('Nonstop deals')).toBe(false)
  })

  it.each([
    ['es_ES', ['Responde BAJA para darte de baja', 'Darme de baja', 'Cancelar suscripción', 'cancelar suscripcion']],
    [
      'pt_BR',
      ['Responda SAIR para não receber mais', 'Parar', 'Descadastrar', 'Cancelar inscrição', 'cancelar inscricao'],
    ],
    ['fr', ['Répondez ARRÊT', 'arret', 'Se désabonner', 'desinscrire', 'Désabonnez-vous']],
    ['de', ['Antworten Sie STOPP', 'Abmelden', 'abbestellen', 'um sich abzumelden']],
    ['it', ['Annulla l’iscrizione', 'Annulla iscrizione', 'Disiscriviti', 'Cancella']],
    ['ar', ['أرسل توقف', 'إلغاء الاشتراك', 'الغاء الاشتراك', 'لإلغاء الاشتراك']],
  ])('takes the words of %s, with or without accents', (language, texts) => {
    for (const text of texts) expect(mentionsOptOut(text, language), text).toBe(true)
  })

  it('takes a language’s words only in that language, and only whole', () => {
    expect(mentionsOptOut('Responde BAJA', 'en_US')).toBe(false)
    expect(mentionsOptOut('Responde BAJA', 'pt_BR')).toBe(false)
    expect(mentionsOptOut('Abmelden', 'fr')).toBe(false)
    expect(mentionsOptOut('Bajamos los precios', 'es')).toBe(false)
    expect(mentionsOptOut('Saira', 'pt')).toBe(false)
  })
})

describe('optOutLines', () => {
  it('is the line and the quick reply of the code’s language, English when the language is not known', () => {
    expect(optOutLines('es_MX')).toEqual({ footer: 'Responde STOP para darte de baja', button: 'Darme de baja' })
    expect(optOutLines(' pt_BR ').footer).toBe('Responda STOP para não receber mais')
    expect(optOutLines('fil')).toEqual({ footer: 'Reply STOP to unsubscribe', button: 'Stop promotions' })
    expect(optOutLines(undefined)).toEqual(optOutLines('en_GB'))
  })

  it('writes lines that fit a footer and a button, and that count as an opt-out themselves', () => {
    for (const language of ['en', 'es', 'pt', 'fr', 'de', 'it', 'ar']) {
      const { footer, button } = optOutLines(language)
      expect([...footer].length, footer).toBeLessThanOrEqual(FOOTER_MAX)
      expect([...button].length, button).toBeLessThanOrEqual(BUTTON_TEXT_MAX)
      expect(mentionsOptOut(footer, language), footer).toBe(true)
      expect(mentionsOptOut(button, language), button).toBe(true)
    }
  })
})
