import { perLocale } from './locale'

const regionNames = perLocale(({ language }) => new Intl.DisplayNames([language], { type: 'region' }))

/** A region's name from its ISO 3166 code, 'ES' -> 'Spain'; the code itself when the browser has no name for it. */
export const formatRegion = (region: string) => regionNames().of(region) ?? region
