import Check from 'lucide-react/icons/check'
import { cn } from '@/lib/cn'
import { COMPOSER_STEPS, type StepId } from './composer-steps'
import { StepLink } from './step-link'

export type StepState = 'done' | 'problem' | 'in-progress' | 'not-visited'

const stateWords: Readonly<Record<StepState, string>> = {
  done: 'done',
  problem: 'has a problem',
  'in-progress': 'in progress',
  'not-visited': 'not visited',
}

function Marker({ state, number }: { state: StepState; number: number }) {
  if (state === 'done') return <Check aria-hidden className="size-4" />
  if (state === 'problem') return <span aria-hidden>!</span>
  return <span aria-hidden>{number}</span>
}

/** The steps in order, each a link with its state; the one on show is the current step. */
export function ComposerProgress({ current, states }: { current: StepId; states: Record<StepId, StepState> }) {
  return (
    <nav aria-label="Steps" className="mb-6">
      <ol className="grid grid-cols-5 gap-1">
        {COMPOSER_STEPS.map(({ id, title }, index) => {
          const state = states[id]
          const here = id === current
          return (
            <li key={id} className="min-w-0">
              <StepLink
                step={id}
                aria-label={`Step ${index + 1}: ${title}, ${stateWords[state]}`}
                aria-current={here ? 'step' : undefined}
                className={cn(
                  'group flex min-w-0 flex-col items-center gap-1 rounded-md px-0 py-1.5 text-center text-xs text-slate-600 hover:bg-slate-100 sm:flex-row sm:gap-2 sm:px-2 sm:text-start sm:text-sm',
                  here && 'font-semibold text-slate-900',
                  state === 'problem' && 'text-red-700',
                )}
              >
                <span
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                    state === 'done' && 'border-indigo-600 bg-indigo-600 text-white',
                    state === 'problem' && 'border-red-600 bg-red-50 text-red-700',
                    (state === 'in-progress' || state === 'not-visited') && 'border-slate-300 bg-white text-slate-700',
                    here && 'ring-2 ring-indigo-500',
                  )}
                >
                  <Marker state={state} number={index + 1} />
                </span>
                <span className="max-w-full min-w-0 break-words">{title}</span>
              </StepLink>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
