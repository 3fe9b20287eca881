import { describe, expect, it } from 'vitest'
import { categoryLabel, headerLabel } from '@/domain/template-labels'

describe('categoryLabel', () => {
  it('names the spec’s categories, and shows any other as sent', () => {
    expect(categoryLabel('MARKETING')).toBe('Marketing')
    expect(categoryLabel('AUTHENTICATION')).toBe('Authentication')
    expect(categoryLabel('TRANSACTIONAL')).toBe('TRANSACTIONAL')
    expect(categoryLabel('constructor')).toBe('constructor')
  })
})

describe('headerLabel', () => {
  it('names every header, a newer format in words when known, else as sent', () => {
    expect(headerLabel(undefined)).toBe('Text header')
    expect(headerLabel('IMAGE')).toBe('Image header')
    expect(headerLabel('LOCATION')).toBe('Location header')
    expect(headerLabel('SHAPE_3D')).toBe('SHAPE_3D header')
  })
})
