import { useState, useSyncExternalStore } from 'react'

const EVENTS = ['pointerdown', 'mousedown', 'pointermove', 'pointerup', 'mouseup', 'pointercancel']

let pressed = false

function subscribe(onChange: () => void) {
  const track = (event: Event) => {
    // A move with no button held also ends a press whose release the page never saw (a native select's popup takes it).
    pressed = event.type.endsWith('down') || (event.type === 'pointermove' && (event as PointerEvent).buttons > 0)
    onChange()
  }
  for (const type of EVENTS) window.addEventListener(type, track, true)
  return () => {
    for (const type of EVENTS) window.removeEventListener(type, track, true)
  }
}

/**
 * `value`, except that while a mouse button or a finger is down it stays as it was when the press began.
 * A press takes the focus from the field before its click: a message shown as the field loses it, above the control pressed, would
 * move that control away from the pointer, and the click would land elsewhere. Held, it shows once the click is done.
 */
export function useHeldWhilePressed<T>(value: T): T {
  const isPressed = useSyncExternalStore(
    subscribe,
    () => pressed,
    () => false,
  )
  const [held, setHeld] = useState(value)
  if (!isPressed && held !== value) setHeld(value)
  return isPressed ? held : value
}
