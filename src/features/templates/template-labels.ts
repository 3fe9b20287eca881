import type { HeaderFormat, TemplateCategory, TemplateStatus } from '@/api/templates'

/** The UI's words for the API's categories, in the order the UI offers them. */
export const categoryLabels: Readonly<Record<TemplateCategory, string>> = { MARKETING: 'Marketing', UTILITY: 'Utility', AUTHENTICATION: 'Authentication' }

/** The status badge's words. */
export const statusLabels: Readonly<Record<TemplateStatus, string>> = { APPROVED: 'Approved', PENDING: 'Pending review', REJECTED: 'Rejected' }

/** A header's format in words. */
export const headerFormatLabels: Readonly<Record<HeaderFormat, string>> = {
  TEXT: 'Text header',
  IMAGE: 'Image header',
  VIDEO: 'Video header',
  DOCUMENT: 'Document header',
}
