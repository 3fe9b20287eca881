import { codeInWords } from '@/lib/code-words'

/** A known status in words: its name, and one line on what it means for the item. */
export interface StatusWords {
  label: string
  meaning: string
}

/**
 * The words of an open set of statuses: one the dashboard knows (`known` says which a value names) by its label and
 * meaning; any other keeps the API's word, in sentence case ("Archived").
 */
export function statusWords<K extends string>(
  words: Readonly<Record<K, StatusWords>>,
  known: (status: string) => K | undefined,
) {
  return {
    label(status: string): string {
      const key = known(status)
      return key ? words[key].label : codeInWords(status)
    },
    meaning(status: string): string {
      const key = known(status)
      return key ? words[key].meaning : 'A status this dashboard does not know yet, named as the API sent it.'
    },
  }
}
