import { parse } from 'papaparse'
import { describe, expect, it } from 'vitest'
import { csvFileName, csvText, toCsv } from './csv'

const BOM = '\uFEFF'

function body(csv: string): string {
  expect(csv.startsWith(BOM)).toBe(true)
  return csv.slice(BOM.length)
}

function parseBack(csv: string): string[][] {
  const result = parse<string[]>(csv, { delimiter: ',', newline: '\r\n' })
  expect(result.errors).toEqual([])
  return result.data
}

describe('toCsv', () => {
  it('starts with a UTF-8 BOM, then the header row, with CRLF between rows', () => {
    const csv = toCsv(
      ['name', 'status'],
      [
        ['Ana', 'sent'],
        ['Jack', 'read'],
      ],
    )
    expect(csv).toBe(`${BOM}name,status\r\nAna,sent\r\nJack,read`)
  })

  it('writes only the header (with the BOM) when there are no rows', () => {
    expect(toCsv(['name', 'status'], [])).toBe(`${BOM}name,status`)
  })

  it('quotes cells with commas, and doubles their double quotes', () => {
    const csv = toCsv(['a', 'b'], [['Smith, Jane', 'She said "hi"']])
    expect(body(csv)).toBe('a,b\r\n"Smith, Jane","She said ""hi"""')
  })

  it('quotes cells with line breaks of any kind and keeps them inside the cell', () => {
    const cells = ['line 1\nline 2', 'line 1\r\nline 2', 'line 1\rline 2']
    const csv = toCsv(['lf', 'crlf', 'cr'], [cells])
    expect(body(csv)).toBe('lf,crlf,cr\r\n"line 1\nline 2","line 1\r\nline 2","line 1\rline 2"')
    expect(parseBack(csv)).toEqual([['lf', 'crlf', 'cr'], cells])
  })

  it('writes null, undefined and missing cells as empty, and keeps every column', () => {
    const csv = toCsv(['a', 'b', 'c'], [[null, undefined, ''], ['x'], []])
    expect(body(csv)).toBe('a,b,c\r\n,,\r\nx,,\r\n,,')
    expect(parseBack(csv)).toEqual([
      ['a', 'b', 'c'],
      ['', '', ''],
      ['x', '', ''],
      ['', '', ''],
    ])
  })

  it('drops cells beyond the header', () => {
    expect(body(toCsv(['a'], [['x', 'extra']]))).toBe('a\r\nx')
  })

  it('writes numbers as they are, negative ones included', () => {
    expect(body(toCsv(['n', 'm', 'z'], [[42, -3.5, 0]]))).toBe('n,m,z\r\n42,-3.5,0')
  })

  describe('formula injection', () => {
    it.each([
      ['=', '=SUM(A1:A9)'],
      ['+', '+44 7700 900123'],
      ['-', '-2+3'],
      ['@', '@SUM(A1)'],
      ['tab', '\t=1+1'],
      ['carriage return', '\r=1+1'],
    ])('neutralises a cell starting with %s', (_, cell) => {
      const csv = toCsv(['cell'], [[cell]])
      expect(body(csv)).toBe(`cell\r\n"'${cell}"`)
      expect(parseBack(csv)[1]).toEqual([`'${cell}`])
    })

    it('neutralises a formula followed by a line break, which papaparse alone lets through', () => {
      const cell = '=HYPERLINK("http://evil.example","Click")\nsecond line'
      expect(parseBack(toCsv(['cell'], [[cell]]))[1]).toEqual([`'${cell}`])
      expect(parseBack(toCsv(['cell'], [['\r\n=1+1']]))[1]).toEqual(["'\r\n=1+1"])
    })

    it('neutralises header cells too', () => {
      expect(body(toCsv(['=cmd'], []))).toBe(`"'=cmd"`)
    })

    it('leaves = and - in the middle of a cell alone', () => {
      const csv = toCsv(['a', 'b', 'c'], [['a=b', '2026-11-23', 'x - y']])
      expect(body(csv)).toBe('a,b,c\r\na=b,2026-11-23,x - y')
    })

    it('leaves a cell starting with a space or another character alone', () => {
      expect(parseBack(toCsv(['a', 'b'], [[' =1', 'x=1']]))[1]).toEqual([' =1', 'x=1'])
    })
  })

  it('round-trips non-ASCII text: accents, umlauts, emoji and CJK', () => {
    const rows = [
      ['Lucía García', '¿Tenéis tallas grandes?'],
      ['Jürgen Müller', 'Wann beginnt der Sale? 👍'],
      ['王芳', '谢谢 🙌 ありがとう'],
      ['Zoë 👨‍👩‍👧', '한국어, "quoted"\nnext'],
    ]
    const csv = toCsv(['name', 'reply'], rows)
    expect(parseBack(csv)).toEqual([['name', 'reply'], ...rows])
  })

  it('parses back to the header plus one row per input row', () => {
    const rows = Array.from({ length: 250 }, (_, i) => [
      `name ${i}`,
      i % 3 === 0 ? 'a,b' : `line\n${i}`,
      i % 5 === 0 ? null : `=${i}`,
      i,
    ])
    const parsed = parseBack(toCsv(['name', 'text', 'formula', 'n'], rows))
    expect(parsed).toHaveLength(rows.length + 1)
    expect(parsed.slice(1)).toEqual(
      rows.map(([name, text, formula, n]) => [name, text, formula === null ? '' : `'${formula}`, String(n)]),
    )
  })
})

describe('csvText', () => {
  const HOSTILE = [
    '=HYPERLINK("http://x")',
    '+SUM(1,2)',
    '-2+3',
    '@SUM(A1)',
    '=1\n2',
    '\t=1',
    '\r=1',
    "+1+cmd|'/C calc'!A0",
    '+34 612-345-678',
    '="+34"',
    '+34"&"x',
    '+34\n=1',
  ]

  const cellOf = (cell: string) => parseBack(toCsv(['cell'], [[csvText(cell)]]))[1]?.[0]

  it.each([
    ['+34', '="+34"'],
    ['34', '="34"'],
    ['+34 612345678', '="+34 612345678"'],
    ['0612345678', '="0612345678"'],
    [' +44 7700 900123 ', '="+44 7700 900123"'],
    ['1', '="1"'],
  ])('writes the phone-like %j as the text formula %s', (value, cell) => {
    expect(cellOf(value)).toBe(cell)
  })

  it('doubles the quote marks of the text formula inside a quoted CSV field', () => {
    expect(body(toCsv(['code', 'full'], [[csvText('+34'), csvText('+34 612345678')]]))).toBe(
      'code,full\r\n"=""+34""","=""+34 612345678"""',
    )
  })

  it('keeps the leading zero of a phone, which a number cell would drop', () => {
    expect(cellOf('0612345678')).toBe('="0612345678"')
    expect(cellOf('0034 612')).toBe('="0034 612"')
  })

  it.each(HOSTILE)('escapes the hostile %j like any text cell, never as a text formula', (value) => {
    const cell = cellOf(value)
    expect(cell).toBe(`'${value}`)
    expect(cell).not.toMatch(/^="/)
    expect(cellOf(value)).toBe(parseBack(toCsv(['cell'], [[value]]))[1]?.[0])
  })

  it('writes other text as it is, and an empty value as an empty cell', () => {
    expect(cellOf('n/a')).toBe('n/a')
    expect(cellOf('34a')).toBe('34a')
    expect(cellOf('')).toBe('')
    expect(cellOf('   ')).toBe('   ')
    expect(cellOf('+')).toBe("'+")
    expect(cellOf('1'.repeat(26))).toBe('1'.repeat(26))
  })

  it('still neutralises a free-text cell that starts with +, even one that looks like a phone', () => {
    expect(parseBack(toCsv(['phone'], [['+34']]))[1]).toEqual(["'+34"])
  })

  it('never writes a text formula for a hostile value, in any column of any row', () => {
    const rows = HOSTILE.map((value) => [value, csvText(value)])
    const cells = parseBack(toCsv(['text', 'phone'], rows)).slice(1)
    expect(cells).toEqual(HOSTILE.map((value) => [`'${value}`, `'${value}`]))
    for (const cell of cells.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/)
  })
})

describe('csvFileName', () => {
  it('lowercases, turns runs of other characters into one dash and trims them', () => {
    expect(csvFileName(['Broadcast', 'Spring Sale!', 'logs', '2026-11-23'])).toBe(
      'broadcast-spring-sale-logs-2026-11-23.csv',
    )
    expect(csvFileName(['  --Black   Friday__2026--  '])).toBe('black-friday-2026.csv')
  })

  it('drops accents and characters that are not letters or digits', () => {
    expect(csvFileName(['Año', 'Nuevo', 'Müller'])).toBe('ano-nuevo-muller.csv')
    expect(csvFileName(['../../etc/passwd'])).toBe('etc-passwd.csv')
    expect(csvFileName(['a/b\\c:d*e?f"g<h>i|j'])).toBe('a-b-c-d-e-f-g-h-i-j.csv')
  })

  it('falls back to "export" when nothing usable is left', () => {
    expect(csvFileName([])).toBe('export.csv')
    expect(csvFileName(['春のセール', '🎉'])).toBe('export.csv')
  })

  it('caps the length by shortening the longest part, without leaving a trailing dash', () => {
    const name = csvFileName(['x'.repeat(99), 'yyyy'])
    expect(name).toBe(`${'x'.repeat(95)}-yyyy.csv`)
    expect(csvFileName(['a'.repeat(500)])).toBe(`${'a'.repeat(100)}.csv`)
  })
})

describe('csvFileName with a long part', () => {
  it('shortens the long part and keeps the date at the end', () => {
    const name = csvFileName([
      'broadcast',
      'Winter collection launch for our most loyal customers in Germany, Austria and Switzerland and beyond',
      'logs',
      '2026-11-23',
    ])
    expect(name).toMatch(/^broadcast-winter-collection-.*-logs-2026-11-23\.csv$/)
    expect(name.length).toBeLessThanOrEqual(104)
  })
})
