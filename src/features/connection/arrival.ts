const ARRIVAL_KEY = 'inbox-console:arrived-from-connect'

/** The connect page, about to open the app with a page load: tells the app, in this tab only. */
export function markArrival(storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(ARRIVAL_KEY, '1')
  } catch {
    // Storage refused (private mode, quota): the app opens as after any page load.
  }
}

/** The app, as it boots: whether the connect page has just opened it. Answers yes once. */
export function takeArrival(storage: Storage | undefined = globalThis.sessionStorage): boolean {
  try {
    const arrived = storage?.getItem(ARRIVAL_KEY) === '1'
    storage?.removeItem(ARRIVAL_KEY)
    return arrived
  } catch {
    return false
  }
}
