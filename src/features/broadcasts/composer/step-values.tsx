import { useWatch } from 'react-hook-form'
import type { Template } from '@/api/templates'
import { TemplateValuesFields } from '@/components/template-values/template-values-fields'
import type { ComposerForm } from './composer-form'
import { StepLink } from './step-link'

/** Step 2: a value for each of the template's variables, the message filling in as they are typed. */
export function StepValues({ template, problem }: { template: Template | null; problem?: string }) {
  const named = useWatch<ComposerForm, 'template'>({ name: 'template' })
  if (template)
    return (
      <TemplateValuesFields
        key={template.id}
        components={template.template.components}
        language={template.template.language}
        name="templateValues"
      />
    )
  if (named.name && !problem) return <p className="text-sm text-slate-600">Loading the template…</p>
  return (
    <p className="text-sm text-slate-600">
      {problem ? `${problem}. ` : ''}The values depend on the template: choose it first, in{' '}
      <StepLink step="message" className="font-medium text-indigo-700 underline underline-offset-2">
        step 1, Message
      </StepLink>
      .
    </p>
  )
}
