import { describe, expect, it } from 'vitest'
import { applyFix } from './apply-fix'
import { emptyTemplateForm, formToComponents, templateToForm } from './template-form'

describe('use-authentication-shape', () => {
  it('switches a copied authentication template to the layout, keeping the expiry its text gave', () => {
    const form = templateToForm({
      category: 'AUTHENTICATION',
      language: 'en_GB',
      name: 'login_code',
      status: 'APPROVED',
      components: [
        { type: 'BODY', text: 'Your verification code is {{1}}.', example: { body_text: [['482913']] } },
        { type: 'FOOTER', text: 'This code expires in 10 minutes.' },
      ],
    })
    expect(form.authFreeText).toBe(true)
    expect(formToComponents(form)[0]).toMatchObject({ text: 'Your verification code is {{1}}.' })

    const applied = applyFix(form, { kind: 'use-authentication-shape' })
    expect(applied).toMatchObject({ changes: { authFreeText: false, authExpiryMinutes: '10' }, field: 'body' })
    expect(formToComponents({ ...form, ...applied?.changes })).toEqual([
      {
        type: 'BODY',
        text: '*{{1}}* is your verification code. For your security, do not share this code.',
        example: { body_text: [['123456']] },
      },
      { type: 'FOOTER', text: 'This code expires in 10 minutes.' },
      { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Copy code' }] },
    ])
  })

  it('gives a new authentication template the layout, and other categories their own text', () => {
    const form = { ...emptyTemplateForm(), body: 'Hello there, friend.' }
    expect(formToComponents({ ...form, category: 'AUTHENTICATION' })[0]?.text).toBe(
      '*{{1}}* is your verification code. For your security, do not share this code.',
    )
    expect(formToComponents({ ...form, category: 'UTILITY' })[0]?.text).toBe('Hello there, friend.')
  })
})
