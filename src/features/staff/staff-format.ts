import type { Staff } from '@/api/staff'

/** A member's full name; the email when the API gave no name. */
export function staffName(member: Pick<Staff, 'firstName' | 'lastName' | 'email'>): string {
  return `${member.firstName} ${member.lastName}`.trim() || member.email
}

/** The phone number with its country code, as the API gives them. */
export function staffPhone(member: Pick<Staff, 'countryCode' | 'phone'>): string {
  return `${member.countryCode} ${member.phone}`.trim()
}
