import { z } from 'zod'

export const connectFormSchema = z
  .object({
    mode: z.enum(['demo', 'live']),
    baseUrl: z.string().trim(),
    apiKey: z.string().trim().min(1, 'Enter an API key'),
    remember: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.mode !== 'live') return
    if (!z.url({ protocol: /^https?$/ }).safeParse(value.baseUrl).success) {
      ctx.addIssue({ code: 'custom', path: ['baseUrl'], message: 'Enter the API address, e.g. https://api.example.com' })
    }
  })
export type ConnectForm = z.infer<typeof connectFormSchema>

export function normalizeBaseUrl(baseUrl: string, origin: string): string {
  const trimmed = baseUrl.trim().replace(/\/+$/, '')
  return trimmed === origin ? '' : trimmed
}
