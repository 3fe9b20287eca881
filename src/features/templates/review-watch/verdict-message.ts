import type { Template } from '@/api/templates'
import { templateDisplayName } from '@/domain/template-display'

/** What the toast says when WhatsApp's review of a template ends; a status it does not know is said as sent. */
export function verdictMessage(template: Template): { kind: 'success' | 'error' | 'info'; text: string } {
  const { status } = template.template
  const name = templateDisplayName(template)
  if (status === 'APPROVED') return { kind: 'success', text: `“${name}” was approved by WhatsApp` }
  if (status === 'REJECTED') return { kind: 'error', text: `“${name}” was rejected by WhatsApp` }
  return { kind: 'info', text: `WhatsApp’s review of “${name}” ended: its status is now ${status}` }
}
