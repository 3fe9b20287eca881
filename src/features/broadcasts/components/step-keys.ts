import type { KeyboardEvent } from 'react'

const steps: Record<string, number> = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 }

const isTextField = (target: EventTarget) =>
  target instanceof HTMLElement && (target.isContentEditable || target.matches('input, textarea, select'))

/** A keydown handler that steps -1 on ↑ or ←, +1 on ↓ or →; keys with a modifier, and keys typed in a field, pass. */
export const onStepKeys = (step: (delta: number) => void) => (event: KeyboardEvent) => {
  const delta = steps[event.key]
  if (!delta || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
  if (isTextField(event.target)) return
  event.preventDefault()
  step(delta)
}
