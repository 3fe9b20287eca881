import ChevronRight from 'lucide-react/icons/chevron-right'
import Undo2 from 'lucide-react/icons/undo-2'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import type { PanelRule } from '../name-rule'
import { plural } from '@/domain/template-rules/rule-kit'
import type { RuleFix } from '@/domain/template-rules/rule-types'
import { CheckRow } from './check-row'
import type { UndoableFix } from './use-one-click-fix'

const PASSED_LIST_ID = 'template-checks-passed'

interface ChecksPanelProps {
  results: PanelRule[]
  onFix(fix: RuleFix): void
  undo: UndoableFix | null
  /** Nothing to check yet: the user has not started on the draft. */
  waiting?: boolean
  className?: string
}

type Shown = PanelRule & { status: 'fail' | 'warn' | 'pass' }

/** Problems, then warnings, then the passed checks folded into one row. Checks that do not apply are left out. */
export function ChecksPanel({ results, onFix, undo, waiting = false, className }: ChecksPanelProps) {
  const [showPassed, setShowPassed] = useState(false)
  const shown = results.filter((rule): rule is Shown => rule.status !== 'skip')
  const problems = shown.filter((rule) => rule.status === 'fail')
  const warnings = shown.filter((rule) => rule.status === 'warn')
  const pending = shown.filter((rule) => rule.status === 'pass' && rule.pending)
  const passed = shown.filter((rule) => rule.status === 'pass' && !rule.pending)
  const rowKey = (rule: Shown) => `${rule.id}-${rule.buttonIndex ?? ''}`

  return (
    <section
      id="template-checks"
      tabIndex={-1}
      aria-labelledby="template-checks-title"
      className={cn('rounded-lg border border-slate-200 bg-white p-4', className)}
    >
      <h2 id="template-checks-title" className="text-base font-semibold text-slate-900">
        Checks
      </h2>
      <p
        aria-live="polite"
        className={cn(
          'mt-1 text-sm',
          problems.length ? 'text-red-700' : waiting || pending.length ? 'text-slate-600' : 'text-emerald-700',
        )}
      >
        {waiting
          ? 'The checks run as you write.'
          : problems.length
            ? `${plural(problems.length, 'problem')} to fix before submitting`
            : pending.length
              ? 'Checking…'
              : 'Ready to submit'}
        {warnings.length ? ` · ${plural(warnings.length, 'warning')}` : ''}
      </p>
      <div
        role="status"
        className="mt-2 flex flex-wrap items-center gap-2 rounded-md bg-slate-50 p-2 text-sm text-slate-700 empty:hidden"
      >
        {undo && (
          <>
            <p className="min-w-0 flex-1 break-words">{undo.summary}</p>
            <Button size="sm" variant="secondary" onClick={undo.onUndo}>
              <Undo2 aria-hidden className="size-4 rtl:-scale-x-100" /> Undo
            </Button>
          </>
        )}
      </div>
      {problems.length + warnings.length + pending.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100">
          {[...problems, ...warnings, ...pending].map((rule) => (
            <CheckRow key={rowKey(rule)} rule={rule} onFix={onFix} />
          ))}
        </ul>
      )}
      {passed.length > 0 && (
        <div className="mt-2 border-t border-slate-100 pt-2">
          <button
            type="button"
            aria-expanded={showPassed}
            aria-controls={PASSED_LIST_ID}
            onClick={() => setShowPassed((open) => !open)}
            className="flex w-full items-center gap-1 rounded py-1 text-start text-sm font-medium text-emerald-800 hover:bg-slate-50"
          >
            <ChevronRight
              aria-hidden
              // Right to left it points left, and turns down the other way.
              className={cn(
                'size-4 shrink-0 transition-transform rtl:-scale-x-100',
                showPassed && 'rotate-90 rtl:-rotate-90',
              )}
            />
            {plural(passed.length, 'check')} passed
          </button>
          <ul id={PASSED_LIST_ID} hidden={!showPassed} className="divide-y divide-slate-100 ps-5">
            {passed.map((rule) => (
              <CheckRow key={rowKey(rule)} rule={rule} onFix={onFix} />
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
