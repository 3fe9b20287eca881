import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DOCS_CHECKS_COMMAND, renderTemplateChecks } from '@/domain/template-rules/render-template-checks'

describe('docs/template-checks.md', () => {
  it('is what the rules render today', () => {
    const onDisk = readFileSync(new URL('../../docs/template-checks.md', import.meta.url), 'utf8')
    expect(
      onDisk === renderTemplateChecks(),
      `docs/template-checks.md is out of date: run ${DOCS_CHECKS_COMMAND}`,
    ).toBe(true)
  })

  it('names every check with its id and what it prevents', () => {
    const text = renderTemplateChecks()
    for (const id of [
      'link-shortener',
      'plain-http-link',
      'utility-promotional',
      'sensitive-request',
      'punctuation-run',
      'emoji-run',
    ])
      expect(text).toContain(`- Id: \`${id}\``)
    expect(text).toMatch(/^# Template checks\n/)
  })
})
