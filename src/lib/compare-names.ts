import { perLocale } from './locale'

const collator = perLocale(({ language }) => new Intl.Collator(language, { numeric: true, sensitivity: 'base' }))

/** Two names in the reader's alphabetical order: numbers by value ('Sale 2' before 'Sale 10'), case and accents aside. */
export const compareNames = (a: string, b: string) => collator().compare(a, b)
