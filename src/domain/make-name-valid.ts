import { NAME_MAX } from './template-limits'

/**
 * A name WhatsApp accepts, made from what the user typed: lowercase, accents taken off their letters,
 * every other character that is not a letter, digit, underscore or space dropped, then each run of spaces
 * turned into one underscore. "Summer Sale – 20%" -> "summer_sale_20", "Café Nouvelle" -> "cafe_nouvelle".
 * Empty when nothing usable is left.
 */
export function makeNameValid(name: string): string {
  return name
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9_\s]/g, '')
    .trim()
    .replace(/\s+/g, '_')
    .slice(0, NAME_MAX)
}
