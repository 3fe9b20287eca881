import type { Template } from '@/api/templates'

/** An approved Utility template, order_confirmation in en_GB, with only a body: as much of one as the composer reads. */
export const approvedTemplate = (bodyText: string) =>
  ({
    id: 'tpl_1',
    template: {
      name: 'order_confirmation',
      language: 'en_GB',
      category: 'UTILITY',
      status: 'APPROVED',
      components: [{ type: 'BODY', text: bodyText }],
    },
  }) as unknown as Template
