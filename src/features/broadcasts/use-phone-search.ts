import { useEffect, useMemo, useState } from 'react'
import type * as PhoneSearchModule from '@/domain/phone-search'
import { looksLikePhoneNumber } from './log-filters'

type PhoneSearch = typeof PhoneSearchModule

let loaded: PhoneSearch | undefined
/** The number reader (libphonenumber's metadata): fetched the first time a search looks like a number, then kept. */
async function loadPhoneSearch(): Promise<PhoneSearch> {
  loaded ??= await import('@/domain/phone-search')
  return loaded
}

/**
 * The numbers a search typed the local way can start with, in the countries of `callingCodes` (see phone-search.ts).
 * `pending` while the number reader is on its way: until then a search for a number cannot say what it finds.
 */
export function usePhoneSearch(q: string | undefined, callingCodes: readonly string[]) {
  const phone = looksLikePhoneNumber(q)
  const [reader, setReader] = useState(loaded)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!phone || reader) return
    let current = true
    // Offline, the reader may not come: the search then finds numbers as typed, digit for digit.
    loadPhoneSearch().then(
      (module) => current && setReader(module),
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [phone, reader])
  const codes = callingCodes.join(' ')
  const prefixes = useMemo(
    () => (phone && reader && q ? reader.phoneSearchPrefixes(q, codes.split(' ')) : undefined),
    [phone, reader, q, codes],
  )
  return { prefixes, pending: phone && !reader && !failed }
}

/** The same, once, outside React: for an export of logs the table has not filtered yet. */
export async function phonePrefixesFor(q: string | undefined, callingCodes: Iterable<string>) {
  if (!looksLikePhoneNumber(q) || !q) return undefined
  return (await loadPhoneSearch()).phoneSearchPrefixes(q, callingCodes)
}
