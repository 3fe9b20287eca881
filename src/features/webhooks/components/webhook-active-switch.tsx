import type { Webhook } from '@/api/webhooks'
import { Switch } from '@/components/ui/switch'
import { useToggleWebhook } from '@/resources/webhooks'

/**
 * A row's on/off switch: it flips at once and flips back if the server refuses. While its PUT is on the way a
 * press does nothing; the switch stays enabled, so the focus stays on it.
 */
export function WebhookActiveSwitch({ webhook }: { webhook: Webhook }) {
  const toggle = useToggleWebhook()
  return (
    <div className="flex items-center gap-2">
      <Switch
        label={<span className="sr-only">Active: {webhook.name}</span>}
        checked={webhook.active}
        onCheckedChange={(active) => {
          if (!toggle.isPending) toggle.mutate({ webhook, active })
        }}
      />
      <span role="status" className="text-xs text-slate-500">
        {toggle.isPending ? 'Saving…' : null}
      </span>
    </div>
  )
}
