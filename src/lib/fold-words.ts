/**
 * Text folded for comparing words: lowercased, without diacritics ("Désabonner" → "desabonner", "إلغاء" → "الغاء"),
 * every run of spaces, punctuation or emoji one space, and none at either end ("l’iscrizione" → "l iscrizione").
 */
export function foldWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}
