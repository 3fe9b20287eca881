const TOOLTIP_ID = 'app-tooltip'
export const HOVER_DELAY_MS = 400
/** Long enough to move the pointer across the gap onto the tooltip, which then stays (WCAG 1.4.13, hoverable). */
export const LEAVE_DELAY_MS = 150
const GAP = 6
const MARGIN = 8

interface Size {
  width: number
  height: number
}

/** Below the element, above it when there is no room below, and always inside the viewport's width. */
export function placeTooltip(anchor: DOMRect, tip: Size, viewport: Size) {
  const left = Math.max(
    MARGIN,
    Math.min(anchor.left + (anchor.width - tip.width) / 2, viewport.width - MARGIN - tip.width),
  )
  const above = anchor.top - GAP - tip.height
  const top =
    anchor.bottom + GAP + tip.height > viewport.height - MARGIN && above >= MARGIN ? above : anchor.bottom + GAP
  return { left, top }
}

/**
 * One tooltip for every element with `data-tooltip` (its text, or the element's aria-label when empty): after a
 * short hover, or at once on keyboard focus. It stays while the pointer is on the element or on the tooltip;
 * Escape, a press, leaving, blurring or (unless focused) a scroll hide it. `first` is the event that asked for tooltips (see
 * tooltip-layer.tsx), handled as if the listeners had been there already. Returns what stops them.
 */
export function startTooltips(first?: Event): () => void {
  const tip = document.createElement('div')
  tip.id = TOOLTIP_ID
  tip.setAttribute('role', 'tooltip')
  tip.hidden = true
  tip.className = 'fixed z-50 max-w-64 rounded bg-slate-900 px-2 py-1 text-xs break-words text-white shadow'
  document.body.append(tip)

  let anchor: HTMLElement | null | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let leaving: ReturnType<typeof setTimeout> | undefined
  // As :focus-visible decides for a button: focus that follows a key shows the tooltip, focus from a press does not.
  let keyboard = true

  const hide = () => {
    clearTimeout(timer)
    clearTimeout(leaving)
    if (anchor?.getAttribute('aria-describedby') === TOOLTIP_ID) anchor.removeAttribute('aria-describedby')
    anchor = null
    tip.hidden = true
  }

  const show = (element: HTMLElement) => {
    hide()
    const label = element.getAttribute('aria-label')
    const text = element.dataset.tooltip || label
    if (!text) return
    anchor = element
    tip.textContent = text
    tip.hidden = false
    // A text that only repeats the element's name would be read twice.
    if (text !== (label ?? element.textContent.trim()) && !element.hasAttribute('aria-describedby'))
      element.setAttribute('aria-describedby', TOOLTIP_ID)
    // Measured at the corner, where nothing narrows it: its width is the text's, up to its max width.
    tip.style.left = tip.style.top = '0px'
    const { left, top } = placeTooltip(element.getBoundingClientRect(), tip.getBoundingClientRect(), {
      width: document.documentElement.clientWidth,
      height: innerHeight,
    })
    tip.style.left = `${left}px`
    tip.style.top = `${top}px`
  }

  const withTooltip = (event: Event) => (event.target as Element).closest?.<HTMLElement>('[data-tooltip]')
  const onTooltipOrAnchor = (node: EventTarget | null) =>
    node instanceof Node && (tip.contains(node) || anchor?.contains(node) === true)

  const listeners: Record<string, (event: Event) => void> = {
    pointerover(event) {
      if (onTooltipOrAnchor(event.target)) return clearTimeout(leaving)
      const element = withTooltip(event)
      clearTimeout(timer)
      if (element) timer = setTimeout(() => show(element), HOVER_DELAY_MS)
    },
    pointerout(event) {
      const to = (event as PointerEvent).relatedTarget
      if (onTooltipOrAnchor(to) || withTooltip(event)?.contains(to as Node)) return
      clearTimeout(timer)
      if (anchor && !(keyboard && anchor === document.activeElement)) leaving = setTimeout(hide, LEAVE_DELAY_MS)
    },
    focusin(event) {
      const element = withTooltip(event)
      if (element && keyboard && element === event.target) show(element)
    },
    focusout(event) {
      if (event.target === anchor) hide()
    },
    keydown(event) {
      const { key, altKey, ctrlKey, metaKey } = event as KeyboardEvent
      if (key === 'Escape') hide()
      keyboard ||= !altKey && !ctrlKey && !metaKey
    },
    pointerdown() {
      keyboard = false
      hide()
    },
    click: hide,
    // Focus that scrolls its element into view keeps the tooltip, which follows; under a pointer it goes.
    scroll: () => (anchor && anchor === document.activeElement ? show(anchor) : hide()),
  }
  for (const type in listeners) document.addEventListener(type, listeners[type] as EventListener, true)
  // The event that asked for tooltips, if its element still has the pointer or the focus.
  const element = first && withTooltip(first)
  if (first && element && (element.matches(':hover') || element === document.activeElement))
    listeners[first.type]?.(first)
  return () => {
    hide()
    for (const type in listeners) document.removeEventListener(type, listeners[type] as EventListener, true)
    tip.remove()
  }
}
