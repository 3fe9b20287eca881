import type { ContactTag } from '@/api/contact-tags'
import { HOSTILE_TAG_NAME } from './seed-hostile'
import { daysAgo, minutesAfter } from './seed-time'

/** [name, canonical]; canonicals follow the demo API's rule (lowercase, runs of other characters become "_"). */
const TAGS: [name: string, canonical: string][] = [
  ['VIP customer', 'vip_customer'],
  ['Newsletter subscriber', 'newsletter_subscriber'],
  ['First-time buyer', 'first_time_buyer'],
  ['Repeat buyer', 'repeat_buyer'],
  [HOSTILE_TAG_NAME, 'img_src_x_onerror_alert_tag_abandoned_basket'],
  ['Black Friday 2026', 'black_friday_2026'],
  ['Loyalty: Gold', 'loyalty_gold'],
  ['Loyalty: Silver', 'loyalty_silver'],
  ['Loyalty: Bronze', 'loyalty_bronze'],
  ['Click & collect', 'click_collect'],
  ['Wholesale / B2B', 'wholesale_b2b'],
  ['Returns pending', 'returns_pending'],
  ['Complaint open', 'complaint_open'],
  ['Payment issue', 'payment_issue'],
  ['Do not contact', 'do_not_contact'],
  ['Influencer', 'influencer'],
  ['Staff discount', 'staff_discount'],
  ['Beta tester (app)', 'beta_tester_app'],
  ['Spain', 'spain'],
  ['Brazil', 'brazil'],
]

/** Contact tags tag_1…, created over the past weeks, a few renamed since. */
export function seedContactTags(): ContactTag[] {
  return TAGS.map(([name, canonical], index) => {
    const createdAt = daysAgo(48 - index * 2, index % 7, (index * 17) % 60)
    return {
      id: `tag_${index + 1}`,
      name,
      canonical,
      createdAt,
      updatedAt: index % 4 === 1 ? minutesAfter(createdAt, 60 * 24 * ((index % 5) + 1)) : createdAt,
    }
  })
}
