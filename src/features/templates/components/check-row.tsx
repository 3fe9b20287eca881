import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point'
import CheckCircle2 from 'lucide-react/icons/circle-check'
import Loader2 from 'lucide-react/icons/loader-circle'
import XCircle from 'lucide-react/icons/circle-x'
import { memo } from 'react'
import { Button } from '@/components/ui/button'
import { preloadOnIntent } from '@/components/preload-on-intent'
import { preloadFixes } from './use-one-click-fix'
import { cn } from '@/lib/cn'
import type { PanelRule } from '../name-rule'
import type { RuleFix } from '@/domain/template-rules/rule-types'
import { fieldIdFor, focusField } from './builder-field-ids'

const looks = {
  fail: { word: 'Problem', icon: XCircle, className: 'text-red-700' },
  warn: { word: 'Warning', icon: AlertTriangle, className: 'text-amber-700' },
  pass: { word: 'Passed', icon: CheckCircle2, className: 'text-emerald-700' },
} as const

const fixLabels: Record<RuleFix['kind'], string> = {
  'add-opt-out-footer': 'Add opt-out footer',
  'add-opt-out-button': 'Add opt-out button',
  'add-example': 'Add example',
  'add-button-example': 'Add example',
  'renumber-variables': 'Renumber variables',
  'make-name-valid': 'Make it valid',
  'use-authentication-shape': 'Use the authentication layout',
  'use-https': 'Use https://',
  'collapse-punctuation': 'Use one mark',
  'set-category': 'Make it Marketing',
}

interface CheckRowProps {
  rule: PanelRule & { status: keyof typeof looks }
  onFix(fix: RuleFix): void
}

/**
 * One check. A problem or warning leads with what to do (its detail), then names the rule, with its fix and a
 * link to its field; a passed check is just its rule.
 */
function CheckRowView({ rule, onFix }: CheckRowProps) {
  const look = looks[rule.status]
  const Icon = rule.pending ? Loader2 : look.icon
  const open = rule.status !== 'pass'
  return (
    <li className="flex gap-2 py-2 text-sm" data-status={rule.status}>
      <Icon
        aria-hidden
        className={cn('mt-0.5 size-4 shrink-0', rule.pending ? 'animate-spin text-slate-500' : look.className)}
      />
      <div className="min-w-0 flex-1">
        <p className={cn('break-words', open ? 'font-medium text-slate-900' : 'text-slate-700')}>
          <span
            className={cn('me-1 text-xs font-semibold uppercase', rule.pending ? 'text-slate-600' : look.className)}
          >
            {rule.pending ? 'Checking' : look.word}
          </span>
          <span>{open ? (rule.detail ?? rule.label) : rule.label}</span>
        </p>
        {(open || rule.pending) && rule.detail && (
          <p className="mt-0.5 text-xs break-words text-slate-600">{open ? rule.label : rule.detail}</p>
        )}
        {open && (
          <div className="mt-1 flex flex-wrap gap-1">
            {rule.fix && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => rule.fix && onFix(rule.fix)}
                {...preloadOnIntent(() => void preloadFixes().catch(() => undefined))}
              >
                {fixLabels[rule.fix.kind]}
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Go to field: ${rule.label}`}
              onClick={() => focusField(fieldIdFor(rule))}
            >
              Go to field
            </Button>
          </div>
        )}
      </div>
    </li>
  )
}

/**
 * Every keystroke checks the draft anew, so each result is a new object: a row renders again only when what it says
 * changed. `onFix` applies to the form as it is when pressed, so an earlier one does the same.
 */
export const CheckRow = memo(
  CheckRowView,
  (before, after) => JSON.stringify(before.rule) === JSON.stringify(after.rule),
)
