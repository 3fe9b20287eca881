import { describe, expect, it } from 'vitest'
import { checkTemplate } from '@/domain/template-rules/check-template'
import { makeDraft } from '@/domain/template-rules/rule-fixtures'
import { builderFieldIds, fieldIdFor } from './builder-field-ids'

const failing = (draft: ReturnType<typeof makeDraft>, id: string) => {
  const result = checkTemplate(draft).find((rule) => rule.id === id)
  expect(result?.status, id).toBe('fail')
  return result ?? expect.unreachable()
}

describe('fieldIdFor', () => {
  it('takes text header rules to the header text, never the header type', () => {
    expect(
      fieldIdFor(failing(makeDraft({ header: { format: 'TEXT', text: 'x'.repeat(61) } }), 'header-text-length')),
    ).toBe(builderFieldIds.headerText)
    expect(
      fieldIdFor(
        failing(
          makeDraft({ header: { format: 'TEXT', text: '{{1}} {{2}}', example: { header_text: ['a'] } } }),
          'header-one-variable',
        ),
      ),
    ).toBe(builderFieldIds.headerText)
  })

  it("takes a media header's missing sample to the media URL", () => {
    expect(fieldIdFor(failing(makeDraft({ header: { format: 'IMAGE' } }), 'media-header-example'))).toBe(
      builderFieldIds.headerMedia,
    )
  })

  it('takes a missing example to its own input', () => {
    expect(
      fieldIdFor(failing(makeDraft({ header: { format: 'TEXT', text: 'Order {{1}}' } }), 'variables-have-examples')),
    ).toBe(builderFieldIds.headerExample)
    expect(
      fieldIdFor(
        failing(makeDraft({ body: 'Hi {{1}}, see {{2}} today.', bodyExamples: ['Ann'] }), 'variables-have-examples'),
      ),
    ).toBe(builderFieldIds.bodyExample(2))
  })

  it('takes button rules to the button in question (its link for link rules), and the rest to their field', () => {
    expect(fieldIdFor({ field: 'buttons', buttonIndex: 2 })).toBe(builderFieldIds.buttonText(2))
    expect(fieldIdFor({ id: 'button-targets', field: 'buttons', buttonIndex: 2 })).toBe(builderFieldIds.buttonTarget(2))
    expect(fieldIdFor({ id: 'url-variable-at-end', field: 'buttons', buttonIndex: 0 })).toBe(
      builderFieldIds.buttonTarget(0),
    )
    expect(fieldIdFor({ id: 'button-text-length', field: 'buttons', buttonIndex: 0 })).toBe(
      builderFieldIds.buttonText(0),
    )
    expect(fieldIdFor({ field: 'buttons', buttonIndex: 1, fix: { kind: 'add-button-example', buttonIndex: 1 } })).toBe(
      builderFieldIds.buttonExample(1),
    )
    expect(fieldIdFor({ field: 'buttons' })).toBe(builderFieldIds.buttons)
    expect(fieldIdFor({ field: 'footer' })).toBe(builderFieldIds.footer)
    expect(fieldIdFor({ field: 'name' })).toBe(builderFieldIds.name)
  })
})
