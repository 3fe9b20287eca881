const ONLINE_RETRIES = 3

const nextOnline = () => new Promise((resolve) => window.addEventListener('online', resolve, { once: true }))
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Fetches code on demand (`() => import(...)`) so that going offline does not fail it for good: offline, it waits
 * for the connection and tries again. A fetch that failed offline may only report it after the connection is back,
 * and the first tries then can still fail while the connection settles, so a few more, half a second apart and
 * growing. Online, after those, the failure is the caller's.
 */
export function importWhenOnline<T>(load: () => Promise<T>, onlineFailures = 0): Promise<T> {
  return load().catch((error: unknown) => {
    if (typeof navigator === 'undefined') throw error
    if (!navigator.onLine) return nextOnline().then(() => importWhenOnline(load))
    if (onlineFailures >= ONLINE_RETRIES) throw error
    return pause(500 * 2 ** onlineFailures).then(() => importWhenOnline(load, onlineFailures + 1))
  })
}
