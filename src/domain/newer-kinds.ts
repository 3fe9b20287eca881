/**
 * Words for component, header and button kinds WhatsApp has added since the spec: the dashboard can name them,
 * not show or edit them. Meta spells some in lower case ('carousel'), so the lookup ignores case.
 */
const kindNames: ReadonlyMap<string, string> = new Map(
  Object.entries({
    CAROUSEL: 'Carousel',
    LIMITED_TIME_OFFER: 'Limited-time offer',
    CALL_PERMISSION_REQUEST: 'Call permission request',
    LOCATION: 'Location',
    PRODUCT: 'Product',
    COPY_CODE: 'Copy code',
    OTP: 'One-time passcode',
    FLOW: 'Flow',
    CATALOG: 'Catalog',
    MPM: 'Multi-product',
    SPM: 'Single product',
    VOICE_CALL: 'Voice call',
    APP: 'App',
  }),
)

/**
 * A newer kind in words ("Carousel"), or the value as the API sent it when the dashboard has never heard of it;
 * "Unnamed" for a part sent without a kind (its type reads as ''): "Unnamed component", "Unnamed button".
 */
export function kindName(value: string): string {
  return kindNames.get(value.toUpperCase()) ?? (value || 'Unnamed')
}

const MAX_TEXTS = 6
const MAX_DEPTH = 6

/**
 * The texts inside a part the dashboard cannot show (a carousel's cards, an offer's line), to show as plain
 * text: every string under a `text` key, depth first, the part's own first. At most MAX_TEXTS of them.
 */
export function textsIn(part: unknown): string[] {
  const found: string[] = []
  const visit = (value: unknown, depth: number) => {
    if (found.length >= MAX_TEXTS || depth > MAX_DEPTH || typeof value !== 'object' || value === null) return
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1)
      return
    }
    const record = value as Record<string, unknown>
    if (typeof record.text === 'string' && record.text.trim()) found.push(record.text)
    for (const [key, child] of Object.entries(record)) if (key !== 'text') visit(child, depth + 1)
  }
  visit(part, 0)
  return found
}
