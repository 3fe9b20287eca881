/** The demo's working key: the connect screen fills it in, the demo API accepts it. */
export const DEMO_API_KEY = 'demo-key-7f3a9c'
/** Keys that reproduce the spec's account errors in the demo (documented in README). */
export const DEMO_ACCOUNT_MISSING_KEY = 'demo-orphaned-key'
export const DEMO_SERVER_ERROR_KEY = 'demo-broken-key'
