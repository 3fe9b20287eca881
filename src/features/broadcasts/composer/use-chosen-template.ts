import { useEffect, useMemo, useState } from 'react'
import type { Template } from '@/api/templates'
import { useRechosenTemplate } from '@/components/use-rechosen-template'
import type * as TemplateValueRules from '@/domain/template-values'
import type { ValuePlan } from '@/domain/template-values'

/** The template values' rules: they come with the first template chosen, not with the page. */
export type ValueRules = typeof TemplateValueRules

/** A chosen template with what its values need: the plan of its variables, and the rules that made it. */
export interface ChosenTemplate {
  template: Template
  plan: ValuePlan
  rules: ValueRules
}

/**
 * The template the form names, as a record: the one picked in this visit, else the one a search for its name finds
 * (a restored draft, a duplicate, an edit). `problem` says why it cannot be had: gone, or no longer approved.
 * `ready` adds its values' plan once the rules are in.
 */
export function useChosenTemplate(workspaceId: string, named: { name: string; language: string }) {
  const [picked, setPicked] = useState<Template | null>(null)
  const [rules, setRules] = useState<ValueRules | null>(null)
  const template =
    picked && picked.template.name === named.name && picked.template.language === named.language ? picked : null
  const problem = useRechosenTemplate({ ...named, workspaceId, chosen: template !== null, onChoose: setPicked })
  const wanted = template !== null && rules === null
  useEffect(() => {
    if (wanted) void import('@/domain/template-values').then((module) => setRules(module))
  }, [wanted])
  const ready = useMemo(
    (): ChosenTemplate | null =>
      template && rules ? { template, rules, plan: rules.valuePlan(template.template.components) } : null,
    [template, rules],
  )
  return { template, ready, problem, pick: setPicked }
}
