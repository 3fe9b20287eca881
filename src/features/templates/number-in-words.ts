const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
]
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']

/** 2 -> "two", 42 -> "forty-two", up to 999; larger numbers stay in digits. */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 999) return String(n)
  if (n < 20) return ONES[n] ?? String(n)
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)] ?? ''
    return n % 10 ? `${tens}-${ONES[n % 10] ?? ''}` : tens
  }
  const hundreds = `${ONES[Math.floor(n / 100)] ?? ''} hundred`
  return n % 100 ? `${hundreds} and ${numberInWords(n % 100)}` : hundreds
}
