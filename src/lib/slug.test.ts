import { expect, it } from 'vitest'
import { slugify } from './slug'

it('keeps lowercase letters and digits, drops accents, and joins the rest with single dashes', () => {
  expect(slugify('  Café Crème! ')).toBe('cafe-creme')
  expect(slugify('Torstraße 1, Berlin')).toBe('torstra-e-1-berlin')
  expect(slugify('--Spring__Sale 2026--')).toBe('spring-sale-2026')
  expect(slugify('春のセール 🎉')).toBe('')
})
