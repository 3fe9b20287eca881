import { useEffect } from 'react'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route's part of the page title, e.g. "Templates"; a detail screen adds its item's name with usePageTitle. */
    title?: string
  }
}

let itemTitle: string | undefined
const listeners = new Set<() => void>()

export function subscribeItemTitle(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const readItemTitle = () => itemTitle

function setItemTitle(title: string | undefined) {
  itemTitle = title
  listeners.forEach((listener) => listener())
}

/** A detail screen's item name, first in the page title while the screen shows it. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    setItemTitle(title)
    return () => setItemTitle(undefined)
  }, [title])
}
