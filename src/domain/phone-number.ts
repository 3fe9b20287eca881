/** "+44 (0)7700-900 123" -> "+4407700900123": the digits of a phone number, after its +. */
export const normalizePhoneNumber = (phone: string) => phone.replace(/[\s().-]/g, '')

const INTERNATIONAL = /^\+[1-9]\d{6,14}$/

/** A number in international form once normalized: a +, the country code, then the number (E.164, 7 to 15 digits). */
export const isPhoneNumber = (phone: string) => INTERNATIONAL.test(normalizePhoneNumber(phone))
