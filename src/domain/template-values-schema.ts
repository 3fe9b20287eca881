import { z } from 'zod/mini'
import type { TemplateComponent } from '@/api/templates'
import { checkValues, templateSlots, type TemplateValues } from './template-values'

const strings = z.array(z.string())

/**
 * A form's schema of a template's values (TemplateValues): WhatsApp's send-time checks of checkValues, each issue at
 * the value it is about, for forms that validate with zod.
 */
export function templateValuesSchema(components: readonly TemplateComponent[]) {
  const slots = templateSlots(components)
  return z
    .object({
      header: strings,
      body: strings,
      buttons: strings,
      mediaUrl: z.string(),
      location: z.object({ latitude: z.string(), longitude: z.string(), address: z.string(), name: z.string() }),
    })
    .check(
      z.superRefine((values: TemplateValues, context) => {
        for (const issue of checkValues(components, slots, values))
          context.issues.push({
            code: 'custom',
            path: issue.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
            message: issue.message,
            input: values,
          })
      }),
    )
}
