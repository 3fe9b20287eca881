import { describe, expect, it } from 'vitest'
import { staffName, staffPhone } from './staff-format'

describe('staff formatting', () => {
  it('names a member by first and last name, or by email when the API gave neither', () => {
    expect(staffName({ firstName: 'Amelia', lastName: 'Hughes', email: 'a@x.example' })).toBe('Amelia Hughes')
    expect(staffName({ firstName: 'Amelia', lastName: '', email: 'a@x.example' })).toBe('Amelia')
    expect(staffName({ firstName: '', lastName: ' ', email: 'a@x.example' })).toBe('a@x.example')
  })

  it('writes the phone with its country code', () => {
    expect(staffPhone({ countryCode: '+44', phone: '7700900123' })).toBe('+44 7700900123')
    expect(staffPhone({ countryCode: '', phone: '7700900123' })).toBe('7700900123')
  })
})
