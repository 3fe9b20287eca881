import { useEffect } from 'react'

const ASKS = ['pointerover', 'focusin']

/**
 * Mounted once in a layout: tooltips for every `[data-tooltip]` element (tooltips.ts), whose code is fetched when
 * the pointer or the focus first reaches one, so it is not in any screen's first load.
 */
export function TooltipLayer() {
  useEffect(() => {
    let stop: (() => void) | undefined
    let mounted = true
    const stopAsking = () => ASKS.forEach((type) => document.removeEventListener(type, ask, true))
    function ask(event: Event) {
      if (!(event.target as Element).closest?.('[data-tooltip]')) return
      stopAsking()
      void import('./tooltips').then(({ startTooltips }) => {
        if (mounted) stop = startTooltips(event)
      })
    }
    ASKS.forEach((type) => document.addEventListener(type, ask, true))
    return () => {
      mounted = false
      stopAsking()
      stop?.()
    }
  }, [])
  return null
}
