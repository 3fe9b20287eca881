import { reply, spec, url, type TemplateSpec } from './seed-template-builder'

const SHOP = 'https://shop.northwind-retail.example'

/**
 * The main workspace's right-to-left templates, oldest first: seeded after every other template, so the ids and
 * times of the others stay as they were.
 */
export const RIGHT_TO_LEFT_TEMPLATE_SPECS: readonly TemplateSpec[] = [
  {
    ...spec('order_ready_he', 'UTILITY', 'he', 'APPROVED'),
    body: 'שלום {{1}}, ההזמנה שלך {{2}} מוכנה לאיסוף בסניף {{3}}. נשמור אותה עבורך 7 ימים.',
    example: ['נועה', 'NW-48233', 'דיזנגוף סנטר, תל אביב'],
    footer: 'נורת׳וינד ריטייל',
    buttons: [url('הוראות הגעה', `${SHOP}/he/stores/{{1}}`, 'dizengoff-center')],
  },
  {
    ...spec('winter_sale_ar', 'MARKETING', 'ar', 'APPROVED'),
    header: { text: 'تخفيضات الشتاء بدأت' },
    body: 'مرحبًا {{1}}، وصلت تخفيضات الشتاء! خصم يصل إلى {{2}} على المعاطف والملابس الصوفية حتى نهاية الأسبوع.',
    example: ['سارة', '40%'],
    footer: 'أرسل STOP لإلغاء الاشتراك',
    buttons: [url('تسوّق الآن', `${SHOP}/ar/winter-sale`), reply('إيقاف العروض')],
  },
]
