const code = /^([A-Z0-9]+(_[A-Z0-9]+)*|[a-z0-9]+(_[a-z0-9]+)*)$/

/**
 * A value the API sends as a code, in sentence case: "TEMPLATE" -> "Template", "PENDING_REVIEW" -> "Pending review",
 * "queued" -> "Queued". Text that is not a code (a type someone typed, "Promo Q4") is shown as it is.
 */
export function codeInWords(value: string): string {
  const trimmed = value.trim()
  if (!code.test(trimmed)) return value
  const words = trimmed.replaceAll('_', ' ').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
