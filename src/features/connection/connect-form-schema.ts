import { t } from '@lingui/core/macro'
import { z } from 'zod/mini'

const httpUrl = z.url({ protocol: /^https?$/ })

export const connectFormSchema = z
  .object({
    mode: z.enum(['demo', 'live']),
    baseUrl: z.string().check(z.trim()),
    apiKey: z.string().check(z.trim(), z.minLength(1, { error: () => t`Enter an API key` })),
    remember: z.boolean(),
  })
  .check((ctx) => {
    if (ctx.value.mode !== 'live' || httpUrl.safeParse(ctx.value.baseUrl).success) return
    ctx.issues.push({
      code: 'custom',
      input: ctx.value.baseUrl,
      path: ['baseUrl'],
      message: t`Enter the API address, e.g. https://api.example.com`,
    })
  })
export type ConnectForm = z.infer<typeof connectFormSchema>

export function normalizeBaseUrl(baseUrl: string, origin: string): string {
  const trimmed = baseUrl.trim().replace(/\/+$/, '')
  return trimmed === origin ? '' : trimmed
}
