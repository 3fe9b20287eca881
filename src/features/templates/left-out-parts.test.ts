import { describe, expect, it } from 'vitest'
import type { TemplateBody } from '@/api/templates'
import { leftOutParts } from './left-out-parts'
import { templateToForm } from './template-form'

const base: TemplateBody = {
  category: 'MARKETING',
  language: 'pt_BR',
  name: 'esquenta',
  status: 'PAUSED',
  components: [{ type: 'BODY', text: 'Oi {{1}}!', example: { body_text: [['Bia']] } }],
}

const newer: TemplateBody = {
  ...base,
  category: 'TRANSACTIONAL',
  components: [
    { type: 'HEADER', format: 'LOCATION' },
    { type: 'LIMITED_TIME_OFFER', limited_time_offer: { text: 'Ends soon', has_expiration: true } },
    { type: 'BODY', text: 'Oi {{1}}! Use {{2}}.', example: { body_text: [['Bia', 'ESQUENTA30']] } },
    { type: 'CAROUSEL', cards: [] },
    { type: 'FOOTER', text: 'Responda STOP para sair' },
    {
      type: 'BUTTONS',
      buttons: [
        { type: 'URL', text: 'Aproveitar', url: 'https://shop.example/bf' },
        { type: 'COPY_CODE', text: 'Copy code', example: ['ESQUENTA30'] },
        { type: 'QUICK_REPLY', text: 'Parar' },
        { type: 'FLOW', text: '' },
      ],
    },
    { type: 'FOOTER', text: 'A second footer' },
  ],
}

describe('leftOutParts', () => {
  it('lists nothing for a template the builder can hold whole', () => {
    expect(leftOutParts(base)).toEqual([])
  })

  it('names every part the builder cannot hold, in order, with the values as sent', () => {
    expect(leftOutParts(newer)).toEqual([
      'the category TRANSACTIONAL (the copy is Utility: choose the right one)',
      'a LOCATION header',
      'a LIMITED_TIME_OFFER component',
      'a CAROUSEL component',
      'a COPY_CODE button “Copy code”',
      'a FLOW button',
      'another FOOTER component',
    ])
  })

  it('matches what templateToForm keeps: the rest of the template, in the spec’s values only', () => {
    expect(templateToForm(newer)).toEqual({
      name: 'esquenta',
      category: 'UTILITY',
      language: 'pt_BR',
      headerFormat: 'NONE',
      headerText: '',
      headerExample: '',
      headerHandle: '',
      body: 'Oi {{1}}! Use {{2}}.',
      bodyExamples: ['Bia', 'ESQUENTA30'],
      footer: 'Responda STOP para sair',
      buttons: [
        { type: 'URL', text: 'Aproveitar', url: 'https://shop.example/bf', urlExample: '', phoneNumber: '' },
        { type: 'QUICK_REPLY', text: 'Parar', url: '', urlExample: '', phoneNumber: '' },
      ],
      authSecurityNotice: true,
      authExpiryMinutes: '',
      authButtonText: 'Copy code',
      authFreeText: false,
    })
  })
})
