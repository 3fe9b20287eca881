import { describe, expect, it } from 'vitest'
import { templateButtonSchema } from '@/api/templates'
import { buttonLabel, isCopyCodeButton } from './button-label'

const read = (button: unknown) => templateButtonSchema.parse(button)

describe('buttonLabel', () => {
  it('is the button’s own text when it has one', () => {
    expect(buttonLabel(read({ type: 'URL', text: 'Shop now', url: 'https://example.com' }))).toBe('Shop now')
    expect(buttonLabel(read({ type: 'COPY_CODE', text: 'Copiar código', example: ['ESQUENTA30'] }))).toBe(
      'Copiar código',
    )
  })

  it('names a copy-code button sent without text by its example code', () => {
    expect(buttonLabel(read({ type: 'COPY_CODE', example: ['SALE25'] }))).toBe('Copy code (SALE25)')
    expect(buttonLabel(read({ type: 'COPY_CODE' }))).toBe('Copy code')
    expect(buttonLabel(read({ type: 'COPY_CODE', example: ['SALE25'] }), { withCode: false })).toBe('Copy code')
    expect(buttonLabel(read({ type: 'OTP', otp_type: 'COPY_CODE' }))).toBe('Copy code')
  })

  it('names any other button sent without text by its kind, never “undefined”', () => {
    expect(buttonLabel(read({ type: 'URL', url: 'https://example.com' }))).toBe('Visit website')
    expect(buttonLabel(read({ type: 'QUICK_REPLY', text: null }))).toBe('Quick reply')
    expect(buttonLabel(read({ type: 'QUICK_REPLY', text: '' }))).toBe('')
    expect(buttonLabel(read({ type: 'FLOW' }))).toBe('Flow button')
    expect(buttonLabel(read({ type: 'SOMETHING_NEW' }))).toBe('SOMETHING_NEW button')
  })

  it('tells copy-code buttons from the rest', () => {
    expect(isCopyCodeButton(read({ type: 'COPY_CODE' }))).toBe(true)
    expect(isCopyCodeButton(read({ type: 'OTP', otp_type: 'ONE_TAP' }))).toBe(false)
    expect(isCopyCodeButton(read({ type: 'QUICK_REPLY', text: 'Copy code' }))).toBe(false)
  })
})
