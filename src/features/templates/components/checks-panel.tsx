import { AlertTriangle, CheckCircle2, Loader2, Undo2, XCircle } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import type { PanelRule } from '../name-rule'
import type { RuleFix, RuleStatus } from '../rules/rule-types'
import { fieldIdFor, focusField } from './builder-field-ids'

const statusLook = {
  fail: { word: 'Problem', icon: XCircle, className: 'text-red-700' },
  warn: { word: 'Warning', icon: AlertTriangle, className: 'text-amber-700' },
  pass: { word: 'Passed', icon: CheckCircle2, className: 'text-emerald-700' },
} as const satisfies Record<RuleStatus, unknown>

const severity: Record<RuleStatus, number> = { fail: 0, warn: 1, pass: 2 }

const fixLabels: Record<RuleFix['kind'], string> = {
  'add-opt-out-footer': 'Add opt-out footer',
  'add-opt-out-button': 'Add opt-out button',
  'add-example': 'Add example',
  'add-button-example': 'Add example',
  'renumber-variables': 'Renumber variables',
}

/** The last one-click fix, while it can still be undone. */
export interface UndoableFix {
  summary: string
  onUndo(): void
}

interface ChecksPanelProps {
  results: PanelRule[]
  onFix(fix: RuleFix): void
  undo: UndoableFix | null
}

export function ChecksPanel({ results, onFix, undo }: ChecksPanelProps) {
  const sorted = [...results].sort((a, b) => severity[a.status] - severity[b.status])
  const problems = results.filter((r) => r.status === 'fail').length
  const warnings = results.filter((r) => r.status === 'warn').length

  return (
    <section id="template-checks" tabIndex={-1} aria-labelledby="template-checks-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="template-checks-title" className="text-base font-semibold text-slate-900">
        Checks
      </h2>
      <p aria-live="polite" className={cn('mt-1 text-sm', problems ? 'text-red-700' : 'text-emerald-700')}>
        {problems ? `${problems} ${problems === 1 ? 'problem' : 'problems'} to fix before submitting` : 'Ready to submit'}
        {warnings ? ` · ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}` : ''}
      </p>
      <div role="status" className="empty:hidden mt-2 flex flex-wrap items-center gap-2 rounded-md bg-slate-50 p-2 text-sm text-slate-700">
        {undo && (
          <>
            <p className="min-w-0 flex-1 break-words">{undo.summary}</p>
            <Button size="sm" variant="secondary" onClick={undo.onUndo}>
              <Undo2 aria-hidden className="size-4" /> Undo
            </Button>
          </>
        )}
      </div>
      <ul className="mt-3 divide-y divide-slate-100">
        {sorted.map((rule) => {
          const look = statusLook[rule.status]
          const Icon = rule.pending ? Loader2 : look.icon
          return (
            <li key={`${rule.id}-${rule.buttonIndex ?? ''}`} className="flex gap-2 py-2 text-sm" data-status={rule.status}>
              <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', rule.pending ? 'animate-spin text-slate-500' : look.className)} />
              <div className="min-w-0 flex-1">
                <p className={rule.status === 'pass' ? 'text-slate-600' : 'font-medium text-slate-900'}>
                  <span className={cn('mr-1 text-xs font-semibold uppercase', rule.pending ? 'text-slate-600' : look.className)}>
                    {rule.pending ? 'Checking' : look.word}
                  </span>
                  <span>{rule.label}</span>
                </p>
                {rule.detail && <p className="mt-0.5 break-words text-slate-600">{rule.detail}</p>}
                {rule.status !== 'pass' && (
                  <div className="mt-1 flex flex-wrap gap-1">
                    {rule.fix && (
                      <Button size="sm" variant="secondary" onClick={() => rule.fix && onFix(rule.fix)}>
                        {fixLabels[rule.fix.kind]}
                      </Button>
                    )}
                    <Button size="sm" variant="ghost" aria-label={`Go to field: ${rule.label}`} onClick={() => focusField(fieldIdFor(rule))}>
                      Go to field
                    </Button>
                  </div>
                )}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
