import type { Template } from '@/api/templates'
import { hasOptOut, mentionsOptOut } from '@/domain/template-rules/opt-out-rule'

/** Whether a template offers a way out: a STOP (or unsubscribe) line in its footer or body, or a quick reply to stop. */
export function offersOptOut({ template }: Pick<Template, 'template'>): boolean {
  const body = template.components.find((component) => component.type === 'BODY')?.text ?? ''
  return hasOptOut(template) || mentionsOptOut(body)
}
