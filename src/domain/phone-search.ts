import { AsYouType, isSupportedCountry, type CountryCode } from 'libphonenumber-js/min'
import { countryOfCallingCode } from './calling-codes'

/**
 * Regions tried whatever the logs' countries are, for how people dial abroad: `00` (the United Kingdom, as most of
 * the world) and `011` (the United States and Canada).
 */
const DIALLING_REGIONS: readonly CountryCode[] = ['GB', 'US']

/** Fewer digits than this after the country code are no number yet: every number of the country would match. */
const MIN_NATIONAL_DIGITS = 3

/** The main region of each calling code ('+44' -> 'GB'), where libphonenumber knows it. */
function regionsOf(callingCodes: Iterable<string>): CountryCode[] {
  const regions = new Set<CountryCode>(DIALLING_REGIONS)
  for (const code of callingCodes) {
    const region = countryOfCallingCode(code)?.regions[0]
    if (region && isSupportedCountry(region)) regions.add(region)
  }
  return [...regions]
}

/**
 * The international numbers (digits after the +) that a number typed the local way can be the start of, one per way of
 * reading it in the countries of `callingCodes`: '0151 555' in Germany is +49 151555…, '00353 83…' is +353 83…, and
 * '011 44 7700…' from the United States is +44 7700…. A log matches when its country code and number start with one.
 * A trunk prefix with at most one digit ('0', '07') is no number yet.
 */
export function phoneSearchPrefixes(query: string, callingCodes: Iterable<string>): string[] {
  const prefixes = new Set<string>()
  for (const region of regionsOf(callingCodes)) {
    const typed = new AsYouType(region)
    typed.input(query)
    const digits = typed.getNumberValue()?.replace(/\D/g, '')
    if (digits && (typed.getNumber()?.nationalNumber.length ?? 0) >= MIN_NATIONAL_DIGITS) prefixes.add(digits)
  }
  return [...prefixes]
}
