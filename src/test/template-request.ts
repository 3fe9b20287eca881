import { type CreateTemplateRequest } from '@/api/templates'

/** The smallest template the demo API accepts: a utility template in English with one body. */
export const bodyOnlyTemplate = (workspaceId: string, name: string, text = 'Hello'): CreateTemplateRequest => ({
  workspace: { id: workspaceId },
  template: { category: 'UTILITY', language: 'en_US', name, components: [{ type: 'BODY', text }] },
})
