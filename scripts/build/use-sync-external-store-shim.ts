// Stands in for the `use-sync-external-store/shim` package in the bundle (vite.config.ts): React 18 and later have
// the hook, so the shim's fallback for older Reacts is dead code in every first load.
export { useSyncExternalStore } from 'react'
