import type { Template } from '@/api/templates'
import { mentionsOptOut } from '@/domain/opt-out-words'
import { hasOptOut } from '@/domain/template-rules/opt-out-rule'

/**
 * Whether a template offers a way out: a line to stop (STOP, unsubscribe, or the words of its own language such as
 * "baja") in its footer or body, or a quick reply to stop.
 */
export function offersOptOut({ template }: Pick<Template, 'template'>): boolean {
  const body = template.components.find((component) => component.type === 'BODY')?.text ?? ''
  return hasOptOut(template) || mentionsOptOut(body, template.language)
}
