import { Link, useNavigate } from '@tanstack/react-router'
import type { ComponentProps, MouseEvent } from 'react'
import { preloadOnIntent } from '@/components/preload-on-intent'
import type { StepId } from './composer-steps'
import { loadStep } from './lazy-steps'

type StepLinkProps = Omit<ComponentProps<'a'>, 'href'> & { step: StepId }

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

/**
 * A link to a step of the composer on show: the same page with `step` in its search, so Back returns. The step's
 * code starts loading when the pointer or the focus reaches the link, and the step shows once it is in, whole, so
 * nothing moves under the next press.
 */
export function StepLink({ step, onClick, ...props }: StepLinkProps) {
  const navigate = useNavigate()
  const search = (previous: Record<string, unknown>) => ({ ...previous, step })
  return (
    <Link
      to="."
      search={search}
      {...preloadOnIntent(() => void loadStep(step))}
      {...props}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || opensElsewhere(event)) return
        event.preventDefault()
        // The step's heading takes the focus, which brings it into view.
        void loadStep(step).then(() => navigate({ to: '.', search, resetScroll: false }))
      }}
    />
  )
}
