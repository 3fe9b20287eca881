const ARRIVAL_KEY = 'inbox-console:arrived-from-connect'
const SIGNED_OUT_KEY = 'inbox-console:signed-out'

/** Leaves a one-time note for the next page of this tab; storage that refuses (private mode, quota) leaves none. */
function mark(key: string, storage: Storage | undefined): void {
  try {
    storage?.setItem(key, '1')
  } catch {
    // The next page opens as after any page load.
  }
}

/** Reads a note left by `mark`, and removes it: answers yes once. */
function take(key: string, storage: Storage | undefined): boolean {
  try {
    const marked = storage?.getItem(key) === '1'
    storage?.removeItem(key)
    return marked
  } catch {
    return false
  }
}

/** The connect page, about to open the app with a page load: tells the app, in this tab only. */
export function markArrival(storage: Storage | undefined = globalThis.sessionStorage): void {
  mark(ARRIVAL_KEY, storage)
}

/** The app, as it boots: whether the connect page has just opened it. Answers yes once. */
export function takeArrival(storage: Storage | undefined = globalThis.sessionStorage): boolean {
  return take(ARRIVAL_KEY, storage)
}

/** The app, signed out and about to load the connect page: tells it, in this tab only. */
export function markSignedOut(storage: Storage | undefined = globalThis.sessionStorage): void {
  mark(SIGNED_OUT_KEY, storage)
}

/** The connect screen, as it shows: whether the user has just signed out. Answers yes once. */
export function takeSignedOut(storage: Storage | undefined = globalThis.sessionStorage): boolean {
  return take(SIGNED_OUT_KEY, storage)
}
