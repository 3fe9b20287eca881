import { useEffect, useId, useRef } from 'react'
import { issuesByStep } from './composer-checks'
import type { ResolverContext } from './composer-resolver'
import { stepNumber, stepTitle, type StepId } from './composer-steps'
import { StepLink } from './step-link'
import { useComposerIssues } from './use-composer-issues'

interface LaunchRefusalProps {
  /** Counts the refused launches: each one brings the focus here. */
  attempt: number
  context: ResolverContext
  /** Shows the step, focusing its first field with a problem when it has one. */
  onGoTo(step: StepId, hasField: boolean): void
}

/**
 * Why the launch was refused: each step with a problem, by name, a link to it, and its problems. Follows the form as
 * the user fixes things, and goes once nothing stops the launch.
 */
export function LaunchRefusal({ attempt, context, onGoTo }: LaunchRefusalProps) {
  const titleId = useId()
  const ref = useRef<HTMLDivElement>(null)
  const byStep = issuesByStep(useComposerIssues(context))
  useEffect(() => {
    ref.current?.focus()
  }, [attempt])
  if (byStep.size === 0) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      className="min-w-0 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 focus:outline-2 focus:outline-red-600"
    >
      <p id={titleId} className="font-medium">
        {byStep.size === 1
          ? 'Not launched: a step has a problem.'
          : `Not launched: ${byStep.size} steps have problems.`}
      </p>
      <ul className="mt-1 list-disc space-y-1 ps-5">
        {[...byStep].map(([step, issues]) => (
          <li key={step} className="break-words">
            <StepLink
              step={step}
              className="font-medium underline underline-offset-2"
              onClick={(event) => {
                event.preventDefault()
                onGoTo(
                  step,
                  issues.some((issue) => issue.path !== undefined),
                )
              }}
            >
              Step {stepNumber(step)}: {stepTitle(step)}
            </StepLink>
            : {issues.map((issue) => issue.message).join('. ')}
          </li>
        ))}
      </ul>
    </div>
  )
}
