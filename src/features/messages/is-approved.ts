import { type Template } from '@/api/templates'

/** Only approved templates can be sent: the picker offers these. */
export const isApproved = (template: Template) => template.template.status === 'APPROVED'
