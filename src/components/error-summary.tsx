import { useId } from 'react'
import { focusProblem, type FormProblem } from './form-problems'

interface ErrorSummaryProps {
  problems: readonly FormProblem[]
  /** What stops the submit; by default, how many problems there are. */
  title?: string
}

/**
 * After a refused submit, every problem of the form by name, each a link to its field. Put it below the submit
 * button: appearing, it moves nothing above it. Renders nothing without problems.
 */
export function ErrorSummary({ problems, title }: ErrorSummaryProps) {
  const titleId = useId()
  if (problems.length === 0) return null
  return (
    <div role="alert" className="min-w-0 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      <p id={titleId} className="font-medium">
        {title ?? (problems.length === 1 ? '1 problem to fix:' : `${problems.length} problems to fix:`)}
      </p>
      <ul aria-labelledby={titleId} className="mt-1 list-disc space-y-1 ps-5">
        {problems.map((problem, index) => (
          <li key={problem.control.id || index} className="break-words">
            <a
              href={`#${problem.control.id}`}
              onClick={(event) => {
                event.preventDefault()
                focusProblem(problem)
              }}
            >
              <span className="font-medium underline underline-offset-2">{problem.label}</span>: {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
