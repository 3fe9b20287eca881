import { useEffect, useState } from 'react'
import { importWhenOnline } from '@/lib/import-when-online'

const importChecks = () => importWhenOnline(() => import('@/domain/template-rules/check-template'))
type Checks = Awaited<ReturnType<typeof importChecks>>['checkTemplate']

let loaded: Checks | undefined
let loading: Promise<Checks> | undefined

/** Every template check (see check-template), fetched once; a failed fetch is tried again on the next call. */
export function loadTemplateChecks(): Promise<Checks> {
  loading ??= importChecks().then(
    (module) => (loaded = module.checkTemplate),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * The checks once they are here, fetched once `wanted`: an untouched empty draft has nothing to check, so the
 * builder asks for them when the user starts on it (or at once for a draft with content).
 */
export function useTemplateChecks(wanted: boolean): Checks | undefined {
  const [checks, setChecks] = useState(() => loaded)
  useEffect(() => {
    if (!wanted || checks) return
    let live = true
    loadTemplateChecks().then(
      (next) => live && setChecks(() => next),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [wanted, checks])
  return checks
}
