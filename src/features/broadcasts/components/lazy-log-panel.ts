import { lazyComponent } from '@/components/lazy-component'

/**
 * The log panel, fetched the first time a row opens (or earlier through `LazyLogPanel.preload()`); until then it puts
 * nothing on the page. While its code is on the way it says "Opening…"; if it cannot be fetched, it offers a retry.
 */
export const LazyLogPanel = lazyComponent(() => import('./log-panel').then((module) => module.LogPanel), {
  wanted: ({ index }) => index !== null,
  close: ({ onClose }) => onClose(),
})
