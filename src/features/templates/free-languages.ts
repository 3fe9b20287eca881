import { whatsappLanguages, type WhatsappLanguage } from '@/domain/whatsapp-languages'

/** WhatsApp's languages that a name has no version in yet. */
export function freeLanguages(taken: readonly string[]): WhatsappLanguage[] {
  return whatsappLanguages.filter(({ code }) => !taken.includes(code))
}

/** The language a new version starts in: Spanish when it is free, else the first free one. */
export function firstFreeLanguage(taken: readonly string[]): string | undefined {
  const free = freeLanguages(taken)
  return (free.find(({ code }) => code === 'es') ?? free[0])?.code
}
