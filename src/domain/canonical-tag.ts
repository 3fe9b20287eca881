/**
 * A tag name's canonical form, as the demo API derives it when none is sent: trimmed and lowercased, every run
 * of characters other than a–z and 0–9 one "_", and none at either end ("Loyalty: Gold" → "loyalty_gold").
 */
export function canonicalTag(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
}

/** Two names are the same tag when they differ only in case and surrounding space. */
export const tagNameKey = (name: string) => name.trim().toLowerCase()

/** What to ask the API's search for to find a tag that `name` would repeat: the name itself and its canonical form. */
export function duplicateSearches(name: string): string[] {
  const texts = [name.trim(), canonicalTag(name)].filter(Boolean)
  return [...new Map(texts.map((text) => [text.toLowerCase(), text])).values()]
}

/** The existing tag that `name` repeats: the same name ignoring case, or the same canonical form. */
export function findDuplicateTag<Tag extends { name: string; canonical: string }>(
  tags: readonly Tag[],
  name: string,
): Tag | undefined {
  const canonical = canonicalTag(name)
  return tags.find(
    (tag) =>
      tagNameKey(tag.name) === tagNameKey(name) ||
      tag.canonical.toLowerCase() === canonical ||
      canonicalTag(tag.name) === canonical,
  )
}
