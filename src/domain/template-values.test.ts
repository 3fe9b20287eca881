import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { TemplateComponent } from '@/api/templates'
import {
  partsWithoutFields,
  checkValues,
  emptyValues,
  filledComponents,
  fillText,
  needsNoValues,
  templateParameters,
  templateSlots,
  textVariables,
  valuesFor,
  withExamples,
  type TemplateValues,
} from './template-values'
import { typedValues } from '@/test/template-values'

const SHOP = 'https://shop.example'
const noPlace = { latitude: '', longitude: '', address: '', name: '' }

const values = typedValues

const body = (text: string, example?: string[]): TemplateComponent =>
  example ? { type: 'BODY', text, example: { body_text: [example] } } : { type: 'BODY', text }
const textHeader = (text: string, example?: string[]): TemplateComponent =>
  example
    ? { type: 'HEADER', format: 'TEXT', text, example: { header_text: example } }
    : { type: 'HEADER', format: 'TEXT', text }
const buttons = (...list: NonNullable<TemplateComponent['buttons']>): TemplateComponent => ({
  type: 'BUTTONS',
  buttons: list,
})
const urlButton = (text: string, url: string, example?: string) =>
  example === undefined ? { type: 'URL', text, url } : { type: 'URL', text, url, example: [example] }

/** The seed's order_confirmation: a text header, three body variables and a URL button. */
const orderConfirmation: TemplateComponent[] = [
  textHeader('Order {{1}} confirmed', ['NW-48213']),
  body('Hi {{1}}, thanks for your order {{2}}. Total paid: {{3}}. Thank you!', ['Olivia', 'NW-48213', '£84.50']),
  buttons(urlButton('View order', `${SHOP}/orders/{{1}}`, 'NW-48213')),
]

/** The parameter fields for these components and values. */
const parametersOf = (components: TemplateComponent[], typed: Partial<TemplateValues>) =>
  templateParameters(templateSlots(components), values(typed))

/** The checks' issues for these components and values. */
const issuesOf = (components: TemplateComponent[], typed: Partial<TemplateValues>) =>
  checkValues(components, templateSlots(components), values(typed))

describe('textVariables', () => {
  it('numbered variables: each once, by number, whatever the order in the text', () => {
    expect(textVariables('Hi {{1}}, order {{2}}')).toEqual(['1', '2'])
    expect(textVariables('{{1}} and {{1}} again, then {{2}}')).toEqual(['1', '2'])
    expect(textVariables('{{2}} before {{1}}')).toEqual(['1', '2'])
    expect(textVariables('{{10}} {{9}} {{2}}')).toEqual(['2', '9', '10'])
    expect(textVariables('spaces {{ 1 }} inside')).toEqual(['1'])
  })

  it('named variables: each once, in order of appearance', () => {
    expect(textVariables('{{order_id}} for {{first_name}}, {{order_id}}')).toEqual(['order_id', 'first_name'])
  })

  it('no text or no variable: none', () => {
    expect(textVariables(undefined)).toEqual([])
    expect(textVariables(null)).toEqual([])
    expect(textVariables('')).toEqual([])
    expect(textVariables('No variable, {single} braces, {{}} nor {{a-b}}')).toEqual([])
  })

  it('property: any mix of {{1}}..{{n}}, repeated and out of order, gives 1..n once each', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }).chain((n) =>
          fc.tuple(
            fc.constant(n),
            fc.shuffledSubarray(
              Array.from({ length: n * 2 }, (_, i) => (i % n) + 1),
              { minLength: n * 2 },
            ),
          ),
        ),
        ([n, order]) => {
          const text = order.map((k) => `x {{${k}}}`).join(' ')
          expect(textVariables(text)).toEqual(Array.from({ length: n }, (_, i) => String(i + 1)))
        },
      ),
    )
  })
})

describe('templateSlots and templateParameters: positional variables', () => {
  it('order_confirmation: one header value, three body values, one URL value, each with its example', () => {
    const slots = templateSlots(orderConfirmation)
    expect(slots).toEqual({
      header: [{ variable: '1', example: 'NW-48213' }],
      body: [
        { variable: '1', example: 'Olivia' },
        { variable: '2', example: 'NW-48213' },
        { variable: '3', example: '£84.50' },
      ],
      buttons: [
        { variable: '1', buttonIndex: 0, text: 'View order', url: `${SHOP}/orders/{{1}}`, example: 'NW-48213' },
      ],
      location: false,
    })
    expect(needsNoValues(slots)).toBe(false)
    expect(
      templateParameters(
        slots,
        values({ header: [' NW-1 '], body: ['Ada', ' NW-1', '£2 '], buttons: ['NW-1'], mediaUrl: 'https://x.test/a' }),
      ),
    ).toEqual({
      headerTextParameters: ['NW-1'],
      bodyTextParameters: ['Ada', 'NW-1', '£2'],
      buttonUrlParameters: ['NW-1'],
    })
  })

  it('a variable used twice needs one value', () => {
    const components = [body('{{1}}, your code is {{2}}. Again: {{2}}.', ['Ada', '1234'])]
    expect(templateSlots(components).body).toEqual([
      { variable: '1', example: 'Ada' },
      { variable: '2', example: '1234' },
    ])
    expect(parametersOf(components, { body: ['Ada', '1234'] })).toEqual({ bodyTextParameters: ['Ada', '1234'] })
  })

  it('variables out of order ({{2}} {{1}}) are given by number, each with the example of its number', () => {
    const components = [body('Your order {{2}} for {{1}}', ['Olivia', 'NW-48213'])]
    const slots = templateSlots(components)
    expect(slots.body).toEqual([
      { variable: '1', example: 'Olivia' },
      { variable: '2', example: 'NW-48213' },
    ])
    expect(templateParameters(slots, values({ body: ['Ada', 'NW-1'] }))).toEqual({
      bodyTextParameters: ['Ada', 'NW-1'],
    })
    expect(fillText('Your order {{2}} for {{1}}', slots.body, ['Ada', 'NW-1'])).toBe('Your order NW-1 for Ada')
  })

  it('a variable without an example has none', () => {
    expect(templateSlots([body('Hi {{1}} and {{2}}', ['Olivia'])]).body).toEqual([
      { variable: '1', example: 'Olivia' },
      { variable: '2' },
    ])
  })
})

describe('templateSlots: named variables', () => {
  it("takes Meta's body_text_named_params examples by name, in order of appearance", () => {
    const components: TemplateComponent[] = [
      {
        type: 'HEADER',
        format: 'TEXT',
        text: 'For {{first_name}}',
        example: { header_text_named_params: [{ param_name: 'first_name', example: 'Olivia' }] },
      },
      {
        type: 'BODY',
        text: 'Hi {{first_name}}, your order {{order_id}} ships {{ship_day}}. Thanks, {{first_name}}!',
        example: {
          body_text_named_params: [
            { param_name: 'order_id', example: 'NW-48213' },
            { param_name: 'first_name', example: 'Olivia' },
            { param_name: 'ship_day', example: '' },
          ],
        },
      },
    ]
    const slots = templateSlots(components)
    expect(slots.header).toEqual([{ variable: 'first_name', example: 'Olivia' }])
    expect(slots.body).toEqual([
      { variable: 'first_name', example: 'Olivia' },
      { variable: 'order_id', example: 'NW-48213' },
      { variable: 'ship_day' },
    ])
    expect(templateParameters(slots, values({ header: ['Ada'], body: ['Ada', 'NW-1', 'today'] }))).toEqual({
      headerTextParameters: ['Ada'],
      bodyTextParameters: ['Ada', 'NW-1', 'today'],
    })
    expect(fillText(components[1]?.text ?? '', slots.body, ['Ada', 'NW-1', 'today'])).toBe(
      'Hi Ada, your order NW-1 ships today. Thanks, Ada!',
    )
  })
})

describe('templateSlots: URL buttons', () => {
  it('an example given as the whole address is cut to the end the variable stands for', () => {
    const [slot] = templateSlots([
      buttons(urlButton('View', `${SHOP}/orders/{{1}}`, `${SHOP}/orders/NW-48213`)),
    ]).buttons
    expect(slot?.example).toBe('NW-48213')
    const [asSuffix] = templateSlots([buttons(urlButton('View', `${SHOP}/orders/{{1}}`, 'NW-48213'))]).buttons
    expect(asSuffix?.example).toBe('NW-48213')
  })

  it('several URL buttons: one value each, in the order of the buttons, each knowing its place', () => {
    const components = [
      buttons(
        urlButton('Track', 'https://track.example/{{1}}', 'TRK-1'),
        { type: 'QUICK_REPLY', text: 'Change delivery' },
        urlButton('Help', `${SHOP}/help`),
        urlButton('Order', `${SHOP}/orders/{{1}}`, 'NW-1'),
      ),
    ]
    const slots = templateSlots(components)
    expect(slots.buttons.map(({ buttonIndex, text, example }) => ({ buttonIndex, text, example }))).toEqual([
      { buttonIndex: 0, text: 'Track', example: 'TRK-1' },
      { buttonIndex: 3, text: 'Order', example: 'NW-1' },
    ])
    expect(templateParameters(slots, values({ buttons: ['TRK-9', 'NW-9'] }))).toEqual({
      buttonUrlParameters: ['TRK-9', 'NW-9'],
    })
  })

  it('a URL button without a variable, and other buttons, need nothing', () => {
    const components = [
      body('Pay now.'),
      buttons(urlButton('Pay', `${SHOP}/account/payment`), {
        type: 'PHONE_NUMBER',
        text: 'Call',
        phone_number: '+442079460321',
      }),
    ]
    const slots = templateSlots(components)
    expect(slots.buttons).toEqual([])
    expect(needsNoValues(slots)).toBe(true)
    expect(templateParameters(slots, values({}))).toEqual({})
  })

  it('only a URL button takes a value: another kind with an address that looks like one does not', () => {
    const components = [buttons({ type: 'FLOW', text: 'Book', url: `${SHOP}/book/{{1}}` })]
    expect(templateSlots(components).buttons).toEqual([])
  })
})

describe('templateSlots: media and location headers', () => {
  it.each(['IMAGE', 'VIDEO', 'DOCUMENT'])('a %s header needs its file: headerMediaUrl, trimmed', (format) => {
    const components: TemplateComponent[] = [
      { type: 'HEADER', format, example: { header_handle: ['https://cdn.example/sample'] } },
      body('See the header.'),
    ]
    const slots = templateSlots(components)
    expect(slots).toMatchObject({ header: [], media: format, mediaExample: 'https://cdn.example/sample' })
    expect(needsNoValues(slots)).toBe(false)
    expect(templateParameters(slots, values({ mediaUrl: ' https://cdn.example/a ' }))).toEqual({
      headerMediaUrl: 'https://cdn.example/a',
    })
  })

  it('a location header needs its place: locationParameters, with numbers', () => {
    const components: TemplateComponent[] = [{ type: 'HEADER', format: 'LOCATION' }, body('Collect it here.')]
    const slots = templateSlots(components)
    expect(slots.location).toBe(true)
    expect(slots.media).toBeUndefined()
    expect(needsNoValues(slots)).toBe(false)
    const location = { latitude: ' 53.4833 ', longitude: '-2.2423', address: ' Exchange Square ', name: 'Arndale' }
    expect(templateParameters(slots, values({ location, mediaUrl: 'https://cdn.example/a' }))).toEqual({
      locationParameters: { latitude: 53.4833, longitude: -2.2423, address: 'Exchange Square', name: 'Arndale' },
    })
  })

  it('a template without variables needs no values and sends no parameter field at all', () => {
    const components: TemplateComponent[] = [
      textHeader('Winter sale'),
      body('Our winter sale starts today.'),
      { type: 'FOOTER', text: 'Reply STOP to unsubscribe' },
      buttons({ type: 'QUICK_REPLY', text: 'Stop promotions' }),
    ]
    const slots = templateSlots(components)
    expect(slots).toEqual({ header: [], body: [], buttons: [], location: false })
    expect(needsNoValues(slots)).toBe(true)
    const sent = templateParameters(slots, values({ header: ['x'], body: ['y'], mediaUrl: 'https://cdn.example/a' }))
    expect(sent).toEqual({})
    expect(Object.keys(sent)).toEqual([])
    expect(checkValues(components, slots, emptyValues(slots))).toEqual([])
  })
})

describe('templateSlots: missing or oddly shaped parts give empty slots, never an error', () => {
  const odd = (components: unknown[]) => templateSlots(components as TemplateComponent[])
  const none = { header: [], body: [], buttons: [], location: false }

  it.each([
    ['no components', []],
    ['a body without text', [{ type: 'BODY' }]],
    ['a body whose text is null', [{ type: 'BODY', text: null }]],
    ['a text header without text', [{ type: 'HEADER', format: 'TEXT' }]],
    ['a header of an unknown format', [{ type: 'HEADER', format: 'GIF', text: '{{1}}' }]],
    ['buttons that are null', [{ type: 'BUTTONS', buttons: null }]],
    ['buttons missing', [{ type: 'BUTTONS' }]],
    ['a URL button without an address', [{ type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Go' }] }]],
    ['a URL button whose address is a number', [{ type: 'BUTTONS', buttons: [{ type: 'URL', url: 42 }] }]],
    ['a component of an unknown type', [{ type: 'CAROUSEL', cards: [{ components: [body('{{1}}')] }] }]],
  ])('%s', (_name, components) => {
    const slots = odd(components)
    expect(slots).toEqual(none)
    expect(needsNoValues(slots)).toBe(true)
  })

  it('examples of the wrong shape read as no example', () => {
    const slots = odd([
      { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}', example: 'NW-1' },
      { type: 'BODY', text: 'Hi {{1}} {{2}} {{name}}', example: { body_text: ['Olivia', 'NW-1'] } },
      {
        type: 'BUTTONS',
        buttons: [
          { type: 'URL', text: 'A', url: `${SHOP}/{{1}}`, example: 'NW-1' },
          { type: 'URL', text: 'B', url: `${SHOP}/{{1}}`, example: [42] },
        ],
      },
    ])
    expect(slots.header).toEqual([{ variable: '1' }])
    expect(slots.body).toEqual([{ variable: '1' }, { variable: '2' }, { variable: 'name' }])
    expect(slots.buttons.map((slot) => slot.example)).toEqual([undefined, undefined])
    expect(odd([{ type: 'BODY', text: 'Hi {{1}}', example: 'Olivia' }]).body).toEqual([{ variable: '1' }])
    expect(odd([{ type: 'BODY', text: 'Hi {{1}}', example: { body_text: 'Olivia' } }]).body).toEqual([
      { variable: '1' },
    ])
    expect(odd([{ type: 'BODY', text: 'Hi {{a}}', example: { body_text_named_params: 'a' } }]).body).toEqual([
      { variable: 'a' },
    ])
    expect(
      odd([{ type: 'BODY', text: 'Hi {{a}}', example: { body_text_named_params: [null, 'a', { param_name: 'a' }] } }])
        .body,
    ).toEqual([{ variable: 'a' }])
    expect(odd([{ type: 'HEADER', format: 'IMAGE', example: { header_handle: 'x' } }])).toMatchObject({
      media: 'IMAGE',
      mediaExample: undefined,
    })
  })
})

describe('emptyValues, withExamples and valuesFor', () => {
  const slots = templateSlots(orderConfirmation)

  it('emptyValues: one empty string per slot', () => {
    expect(emptyValues(slots)).toEqual({
      header: [''],
      body: ['', '', ''],
      buttons: [''],
      mediaUrl: '',
      location: noPlace,
    })
  })

  it("withExamples: the template's examples where it has one, what was typed elsewhere", () => {
    const partial = templateSlots([body('{{1}} {{2}}', ['Olivia'])])
    expect(withExamples(partial, values({ body: ['Ada', 'typed'] })).body).toEqual(['Olivia', 'typed'])
    expect(withExamples(slots, emptyValues(slots))).toMatchObject({
      header: ['NW-48213'],
      body: ['Olivia', 'NW-48213', '£84.50'],
      buttons: ['NW-48213'],
    })
    const image = (handle: string) =>
      templateSlots([{ type: 'HEADER', format: 'IMAGE', example: { header_handle: [handle] } }])
    expect(withExamples(image('https://cdn.example/a.jpg'), values({})).mediaUrl).toBe('https://cdn.example/a.jpg')
    // An upload handle is not an address: what was typed stays.
    expect(withExamples(image('4::aW1hZ2UvanBlZw=='), values({ mediaUrl: 'typed' })).mediaUrl).toBe('typed')
  })

  it('valuesFor: values kept from another template fit by place; the rest start empty', () => {
    const kept = { header: ['H'], body: ['a', 'b', 'c', 'd'], mediaUrl: 'https://cdn.example/a', location: undefined }
    expect(valuesFor(slots, kept)).toEqual({
      header: ['H'],
      body: ['a', 'b', 'c'],
      buttons: [''],
      mediaUrl: 'https://cdn.example/a',
      location: noPlace,
    })
    expect(valuesFor(slots, undefined)).toEqual(emptyValues(slots))
  })
})

describe('fillText and filledComponents', () => {
  const slots = templateSlots(orderConfirmation)

  it('fillText puts each value in place; a variable without a value stays as it is', () => {
    expect(fillText('Hi {{1}}, order {{2}}, {{1}}', slots.body, ['Ada', 'NW-1'])).toBe('Hi Ada, order NW-1, Ada')
    expect(fillText('Hi {{1}}, order {{2}}', slots.body, ['', 'NW-1'])).toBe('Hi {{1}}, order NW-1')
    expect(fillText('Hi {{1}}, order {{2}}', slots.body, [])).toBe('Hi {{1}}, order {{2}}')
    // A value is put in as it is: no $-patterns, no second pass over variables inside a value.
    expect(fillText('Hi {{1}}, order {{2}}', slots.body, ["$& $1 $'", '{{1}}'])).toBe("Hi $& $1 $', order {{1}}")
  })

  it('filledComponents: header, body and URL button with the values in place, everything else as it was', () => {
    const components: TemplateComponent[] = [
      ...orderConfirmation.slice(0, 2),
      { type: 'FOOTER', text: 'Footer {{1}} stays' },
      buttons(urlButton('View order', `${SHOP}/orders/{{1}}`, 'NW-48213'), { type: 'QUICK_REPLY', text: 'Thanks' }),
    ]
    const filled = filledComponents(
      components,
      templateSlots(components),
      values({ header: ['NW-1'], body: ['Ada', '', '£2'], buttons: ['NW-1'] }),
    )
    expect(filled).toEqual([
      { ...components[0], text: 'Order NW-1 confirmed' },
      { ...components[1], text: 'Hi Ada, thanks for your order {{2}}. Total paid: £2. Thank you!' },
      components[2],
      buttons(urlButton('View order', `${SHOP}/orders/NW-1`, 'NW-48213'), { type: 'QUICK_REPLY', text: 'Thanks' }),
    ])
    // Not changed in place.
    expect(components[0]?.text).toBe('Order {{1}} confirmed')
  })

  it('filledComponents with no values leaves every variable', () => {
    expect(filledComponents(orderConfirmation, slots, emptyValues(slots))).toEqual(orderConfirmation)
  })
})

describe("checkValues: WhatsApp's send-time checks, each at its value", () => {
  const oneBody = [body('Hi {{1}}, see you soon.', ['Olivia'])]
  const bodyIssues = (value: string) => issuesOf(oneBody, { body: [value] })

  it.each([
    ['a plain value', 'Olivia'],
    ['four spaces in a row', 'a    b'],
    ['spaces apart', 'a b c d e f'],
    // Values are sent trimmed, so what only surrounds one is never sent.
    ['a trailing new line, as pasted', 'Olivia\n'],
    ['leading spaces and a tab', '      Olivia\t'],
  ])('passes %s', (_name, value) => {
    expect(bodyIssues(value)).toEqual([])
  })

  it.each([
    ['an empty value', '', 'Give a value: WhatsApp refuses an empty one'],
    ['only spaces', '   ', 'Give a value: WhatsApp refuses an empty one'],
    ['a new line', 'two\nlines', 'No new lines or tabs: WhatsApp refuses them in a value'],
    ['a carriage return', 'two\rlines', 'No new lines or tabs: WhatsApp refuses them in a value'],
    ['a tab', 'a\tb', 'No new lines or tabs: WhatsApp refuses them in a value'],
    ['five spaces in a row', 'a     b', 'At most four spaces in a row'],
  ])('refuses %s', (_name, value, message) => {
    expect(bodyIssues(value)).toEqual([{ path: 'body.0', message }])
  })

  it('every value of every part is checked, each at its place', () => {
    expect(
      issuesOf(orderConfirmation, { header: ['a\tb'], body: ['Ada', '', 'a     b'], buttons: [''] }).map(
        (issue) => issue.path,
      ),
    ).toEqual(['header.0', 'body.1', 'body.2', 'buttons.0'])
    // Values missing altogether (fewer values than variables) are empty ones.
    expect(issuesOf(orderConfirmation, {}).map((issue) => issue.path)).toEqual([
      'header.0',
      'body.0',
      'body.1',
      'body.2',
      'buttons.0',
    ])
  })

  it('the body once filled: 1,024 characters pass, 1,025 do not (on the longest value)', () => {
    const components = [body('Hi {{1}}, {{2}}!', ['a', 'b'])]
    const fixed = 'Hi , !'.length
    const short = 'Ada'
    const fits = 'x'.repeat(1024 - fixed - short.length)
    expect(issuesOf(components, { body: [short, fits] })).toEqual([])
    expect(issuesOf(components, { body: [short, `${fits}x`] })).toEqual([
      {
        path: 'body.1',
        message: 'The message is 1,025 characters with the values in place: at most 1,024. Shorten a value.',
      },
    ])
    // Characters, not UTF-16 units: 1,021 emoji fill the body to exactly 1,024.
    expect(issuesOf([body('Hi {{1}}')], { body: ['😀'.repeat(1021)] })).toEqual([])
    // Spaces around a value are not sent, so they do not count.
    expect(issuesOf(components, { body: [short, ` ${fits} `] })).toEqual([])
  })

  it('a text header once filled: 60 characters pass, 61 do not', () => {
    const components = [textHeader('Order {{1}}', ['NW-1']), body('Thanks.')]
    const fits = 'x'.repeat(60 - 'Order '.length)
    expect(issuesOf(components, { header: [fits] })).toEqual([])
    expect(issuesOf(components, { header: [`${fits}x`] })).toEqual([
      {
        path: 'header.0',
        message: 'The header is 61 characters with the values in place: at most 60. Shorten a value.',
      },
    ])
  })

  it('a URL button value must make a valid web address, without spaces', () => {
    const order = [buttons(urlButton('View', `${SHOP}/orders/{{1}}`, 'NW-1'))]
    const whole = [buttons(urlButton('Open', '{{1}}', `${SHOP}/a`))]
    const host = [buttons(urlButton('Open', 'https://{{1}}', 'shop.example'))]
    const invalid = { message: 'This value does not make a valid web address: no spaces' }
    expect(issuesOf(order, { buttons: ['NW-48213'] })).toEqual([])
    expect(issuesOf(order, { buttons: ['NW 48213'] })).toEqual([{ path: 'buttons.0', ...invalid }])
    expect(issuesOf(whole, { buttons: [`${SHOP}/orders/1`] })).toEqual([])
    expect(issuesOf(whole, { buttons: ['shop.example/orders/1'] })).toEqual([{ path: 'buttons.0', ...invalid }])
    expect(issuesOf(host, { buttons: ['shop.example'] })).toEqual([])
    expect(issuesOf(host, { buttons: ['%%'] })).toEqual([{ path: 'buttons.0', ...invalid }])
    // The first problem of a value wins: an empty value is not also an invalid address.
    expect(issuesOf(order, { buttons: [''] })).toEqual([
      { path: 'buttons.0', message: 'Give a value: WhatsApp refuses an empty one' },
    ])
  })

  it("a media header's file: missing, or not a full web address, is refused", () => {
    const components: TemplateComponent[] = [{ type: 'HEADER', format: 'DOCUMENT' }, body('Your invoice.')]
    expect(issuesOf(components, { mediaUrl: 'https://cdn.example/invoice.pdf' })).toEqual([])
    expect(issuesOf(components, { mediaUrl: '' })).toEqual([
      { path: 'mediaUrl', message: 'Give the address of the file the header shows' },
    ])
    expect(issuesOf(components, { mediaUrl: '  ' })).toEqual([
      { path: 'mediaUrl', message: 'Give the address of the file the header shows' },
    ])
    for (const mediaUrl of ['cdn.example/invoice.pdf', 'ftp://cdn.example/invoice.pdf', 'https://', '/invoice.pdf'])
      expect(issuesOf(components, { mediaUrl }), mediaUrl).toEqual([
        { path: 'mediaUrl', message: 'A full web address, starting with https://' },
      ])
  })

  it("a location header's place: latitude within ±90, longitude within ±180, a name and an address", () => {
    const components: TemplateComponent[] = [{ type: 'HEADER', format: 'LOCATION' }, body('Collect it here.')]
    const place = { latitude: '53.4833', longitude: '-2.2423', address: 'Exchange Square', name: 'Arndale' }
    expect(issuesOf(components, { location: place })).toEqual([])
    expect(issuesOf(components, { location: { ...place, latitude: '90', longitude: '-180' } })).toEqual([])
    expect(issuesOf(components, { location: { ...place, latitude: '-90', longitude: '180' } })).toEqual([])
    const latitude = { path: 'location.latitude', message: 'A latitude is a number from -90 to 90' }
    const longitude = { path: 'location.longitude', message: 'A longitude is a number from -180 to 180' }
    expect(issuesOf(components, { location: { ...place, latitude: '91' } })).toEqual([latitude])
    expect(issuesOf(components, { location: { ...place, latitude: '-90.5' } })).toEqual([latitude])
    expect(issuesOf(components, { location: { ...place, latitude: 'north' } })).toEqual([latitude])
    expect(issuesOf(components, { location: { ...place, longitude: '-181' } })).toEqual([longitude])
    expect(issuesOf(components, { location: { ...place, longitude: 'Infinity' } })).toEqual([longitude])
    expect(issuesOf(components, { location: noPlace })).toEqual([
      { path: 'location.latitude', message: 'Give the latitude' },
      { path: 'location.longitude', message: 'Give the longitude' },
      { path: 'location.name', message: 'Give the place a name' },
      { path: 'location.address', message: 'Give the address' },
    ])
  })
})

describe('partsWithoutFields', () => {
  it('names, once each, the parts and buttons whose values the send has no field for', () => {
    expect(
      partsWithoutFields([
        { type: 'HEADER', format: 'IMAGE' },
        { type: 'LIMITED_TIME_OFFER' },
        { type: 'BODY', text: 'Hi {{1}}' },
        {
          type: 'BUTTONS',
          buttons: [
            { type: 'COPY_CODE', example: ['SALE25'] },
            { type: 'URL', text: 'Shop', url: 'https://shop.example/{{1}}' },
            { type: 'COPY_CODE' },
          ],
        },
      ]),
    ).toEqual(['LIMITED_TIME_OFFER', 'COPY_CODE'])
  })

  it('names nothing for a template the send covers whole', () => {
    expect(
      partsWithoutFields([
        { type: 'HEADER', format: 'LOCATION' },
        { type: 'BODY', text: 'Hi' },
        { type: 'FOOTER', text: 'Bye' },
        {
          type: 'BUTTONS',
          buttons: [
            { type: 'QUICK_REPLY', text: 'Yes' },
            { type: 'PHONE_NUMBER', text: 'Call' },
          ],
        },
      ]),
    ).toEqual([])
  })
})
