import type { TemplateBody } from '@/api/templates'
import { checkTemplate } from '@/domain/template-rules/check-template'
import { plural } from '@/domain/template-rules/rule-kit'
import type { RuleResult } from '@/domain/template-rules/rule-types'
import { useOtherBodies } from '../use-other-bodies'

const UNSEEN_CAUSES = [
  'The category does not match the content, e.g. a discount sent as Utility rather than Marketing.',
  'The purpose of a variable is unclear: its example does not show what it will hold.',
  'Spelling or grammar mistakes.',
  'The content goes against WhatsApp’s commerce or business policy.',
] as const

function Findings({ results }: { results: RuleResult[] }) {
  return (
    <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
      {results.map((rule) => (
        <li key={rule.id} className="break-words">
          {rule.detail} <span className="text-slate-600">({rule.label})</span>
        </li>
      ))}
    </ul>
  )
}

/** For a rejected template: what the builder's checks find in it, and the common causes they cannot see. */
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
  const failing = results.filter((rule) => rule.status === 'fail')
  const warnings = results.filter((rule) => rule.status === 'warn')
  return (
    <section
      aria-labelledby="rejection-title"
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-slate-900"
    >
      <h2 id="rejection-title" className="text-sm font-semibold">
        Why WhatsApp may have rejected it
      </h2>
      <p className="mt-1 text-sm">
        The API does not return WhatsApp’s reason for a rejection, so this page cannot tell which one it was. Here is
        what the checks find, and what they cannot see.
      </p>
      <h3 className="mt-3 text-sm font-medium">
        {failing.length
          ? `${plural(failing.length, 'check')} ${failing.length === 1 ? 'fails' : 'fail'}`
          : 'No check fails'}
      </h3>
      {failing.length ? (
        <Findings results={failing} />
      ) : (
        <p className="mt-1 text-sm">The cause is likely one that no check can see (below).</p>
      )}
      {warnings.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-medium">{plural(warnings.length, 'warning')}</h3>
          <Findings results={warnings} />
        </>
      )}
      <h3 className="mt-3 text-sm font-medium">Common causes no check can see</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {UNSEEN_CAUSES.map((cause) => (
          <li key={cause}>{cause}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        “Duplicate as new” opens a copy in the builder with these problems marked at their fields.
      </p>
    </section>
  )
}
