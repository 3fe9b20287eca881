import { describe, expect, it } from 'vitest'
import { foldWords } from './fold-words'

describe('foldWords', () => {
  it('lowercases and drops diacritics, in Latin and Arabic script', () => {
    expect(foldWords('Répondez ARRÊT')).toBe('repondez arret')
    expect(foldWords('Cancelar suscripción')).toBe('cancelar suscripcion')
    expect(foldWords('إلغاء الاشتراك')).toBe(foldWords('الغاء الاشتراك'))
  })

  it('makes each run of spaces, punctuation or emoji one space, and trims', () => {
    expect(foldWords('  STOP!! 🛑 ')).toBe('stop')
    expect(foldWords('opt-out')).toBe('opt out')
    expect(foldWords('annullare l’iscrizione')).toBe('annullare l iscrizione')
    expect(foldWords("Northwind · Reply 'STOP'.")).toBe('northwind reply stop')
  })
})
