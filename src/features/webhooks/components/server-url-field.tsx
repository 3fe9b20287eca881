import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import type { WebhookRequest } from '@/api/webhooks'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { isUnencryptedUrl } from '../server-url'

/** The address that receives the events; an http:// one is allowed, with a warning that does not block saving. */
export function ServerUrlField({ form }: { form: UseFormReturn<WebhookRequest, unknown, WebhookRequest> }) {
  const serverUrl = useWatch({ control: form.control, name: 'serverUrl' })
  const hint = isUnencryptedUrl(serverUrl) ? (
    <span className="flex items-start gap-1 font-medium text-amber-800">
      <TriangleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
      Deliveries to http:// are not encrypted: anyone on the way can read them. Use https:// unless this is a test
      server.
    </span>
  ) : (
    'The full address that receives the events, starting with https://'
  )
  return (
    <Field label="Server URL" hint={hint} error={form.formState.errors.serverUrl?.message}>
      <Input
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://hooks.example.com/inbox"
        {...form.register('serverUrl')}
      />
    </Field>
  )
}
