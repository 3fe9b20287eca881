import { Link } from '@tanstack/react-router'
import Pencil from 'lucide-react/icons/pencil'
import type { TemplateBody } from '@/api/templates'
import { buttonClasses } from '@/components/ui/button'
import { checkTemplate } from '@/domain/template-rules/check-template'
import type { RuleResult } from '@/domain/template-rules/rule-types'
import { useOtherBodies } from '../use-other-bodies'

const UNSEEN_CAUSES = [
  'The category does not match the content in a way no word list catches.',
  'The purpose of a variable is unclear: its example does not show what it will hold.',
  'A brand, product or trademark used without the right to it.',
  'Spelling or grammar mistakes.',
  'The content belongs to a category WhatsApp’s policies forbid or restrict (alcohol, tobacco, gambling, weapons, adult content, medical claims…).',
] as const

const POLICY_LINKS = [
  { href: 'https://business.whatsapp.com/policy', label: 'WhatsApp Business Messaging Policy' },
  { href: 'https://www.whatsapp.com/legal/commerce-policy', label: 'WhatsApp Commerce Policy' },
] as const

function Findings({ results }: { results: RuleResult[] }) {
  return (
    <ul className="mt-1 list-disc space-y-1 ps-5 text-sm">
      {results.map((rule, index) => (
        <li key={`${rule.id}-${index}`} className="[overflow-wrap:anywhere]">
          {rule.detail} <span className="text-slate-600">({rule.label})</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * For a rejected template: every check run on it, the failing ones first as the likely reason; when none fails,
 * that said plainly, with the reasons no check can see and WhatsApp's policies.
 */
export function RejectionChecks({
  workspaceId,
  templateId,
  template,
}: {
  workspaceId: string
  templateId: string
  template: TemplateBody
}) {
  const otherBodies = useOtherBodies(workspaceId, { exceptId: templateId })
  const results = checkTemplate(template, { otherBodies })
  const likely = results.filter((rule) => rule.status === 'fail' || rule.status === 'warn')
  return (
    <section
      aria-labelledby="rejection-title"
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-slate-900"
    >
      <h2 id="rejection-title" className="text-sm font-semibold">
        {likely.length ? 'WhatsApp most likely rejected this because…' : 'No check finds why WhatsApp rejected this'}
      </h2>
      {likely.length ? (
        <Findings results={likely} />
      ) : (
        <p className="mt-1 text-sm">
          Every check passes, so the reason is one the checks cannot see. The API does not return WhatsApp’s own reason.
        </p>
      )}
      <div className="mt-3">
        <Link
          to="/w/$workspaceId/templates/new"
          params={{ workspaceId }}
          search={{ from: templateId }}
          className={buttonClasses({ size: 'sm' })}
        >
          <Pencil aria-hidden className="size-4" /> Copy and fix
        </Link>
      </div>
      <h3 className="mt-4 text-sm font-medium">
        {likely.length ? 'Other reasons no check can see' : 'Reasons no check can see'}
      </h3>
      <ul className="mt-1 list-disc space-y-1 ps-5 text-sm">
        {UNSEEN_CAUSES.map((cause) => (
          <li key={cause}>{cause}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm">
        Read{' '}
        {POLICY_LINKS.map((link, index) => (
          <span key={link.href}>
            {index > 0 && ' and '}
            <a
              href={link.href}
              target="_blank"
              rel="noreferrer noopener"
              className="font-medium text-indigo-700 underline"
            >
              {link.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </span>
        ))}
        .
      </p>
    </section>
  )
}
