import type { Template } from '@/api/templates'
import type { DemoDb } from './db'

/** How long the demo's WhatsApp takes to review a template. */
export const REVIEW_MS = 2 * 60_000

/**
 * The demo's WhatsApp review: a pending template gets its verdict REVIEW_MS after the later of its last change and
 * the moment this demo API started (or its data was reset), so a page just loaded (an e2e test, a visitor) still
 * sees its templates pending, and the demo shows a review ending a little later. REJECTED when one of the builder's
 * checks fails, APPROVED otherwise; the verdict is stored with the moment it was due as its updatedAt, whenever it
 * is read.
 */
export function templateReview(db: DemoDb) {
  // Per start of the demo API (a page load in the browser), never stored: the stored data outlives it. "Reset
  // demo data" replaces the data with a fresh seed, and starts it again.
  let startedAt = Date.parse(db.now())
  let startedWith = db.data
  const dueAt = (template: Template) => Math.max(Date.parse(template.updatedAt), startedAt) + REVIEW_MS

  /** Gives every pending template whose review is due its verdict; reads it, so call it before a read. */
  return async function settleReviews(): Promise<void> {
    const now = Date.parse(db.now())
    if (db.data !== startedWith) [startedAt, startedWith] = [now, db.data]
    const due = db.data.templates.filter((t) => t.template.status === 'PENDING' && dueAt(t) <= now)
    if (due.length === 0) return
    // Loaded when a review ends, not with the demo, as the create loads it.
    const { templateErrors, bodyTextOf } = await import('@/domain/template-rules/check-template')
    for (const template of due) {
      const otherBodies = db.data.templates
        .filter((t) => t.workspace.id === template.workspace.id && t.id !== template.id)
        .map((t) => ({ name: t.template.name, body: bodyTextOf(t.template), language: t.template.language }))
      const rejected = templateErrors(template.template, { otherBodies }).length > 0
      const decided: Template = {
        ...template,
        template: { ...template.template, status: rejected ? 'REJECTED' : 'APPROVED' },
        updatedAt: new Date(dueAt(template)).toISOString(),
      }
      // Not there when another read decided it while the checks loaded.
      const at = db.data.templates.indexOf(template)
      if (at !== -1) db.data.templates[at] = decided
    }
    db.commit()
  }
}
