import { describe, expect, it } from 'vitest'
import { transformMessages } from './vite-lingui.ts'

const source = `
import { msg, plural, t } from '@lingui/core/macro'
export const saved = () => t\`Saved\`
export const hello = (name: string) => t\`Hello \${name}\`
export const count = (n: number) => plural(n, { one: '# template', other: '# templates' })
export const label = msg\`Segments\`
export const menu = () => t({ message: 'Open', context: 'menu' })
`

describe('the messages transform', () => {
  it('keys each message by its English words and compiles it, with no hash left', async () => {
    const { code } = await transformMessages(source, 'messages.ts')
    expect(code).toContain('_i18n._("Saved")')
    expect(code).toMatch(/id: "Hello \{name\}",\s*message: \["Hello ", \["name"\]\]/)
    expect(code).toMatch(
      /id: "\{n, plural, one \{# template\} other \{# templates\}\}",\s*message: \[\["n", "plural", \{\s*one: \["#", " template"\],/,
    )
    expect(code).toMatch(/id: "Segments",\s*message: "Segments"/)
    expect(code).toContain('id: "menu\\x04Open"')
    expect(code).not.toMatch(/id: "[A-Za-z0-9+/_-]{6}"/)
    expect(code).not.toContain('@lingui/core/macro')
  })

  it('leaves TypeScript and JSX for the next step', async () => {
    const { code } = await transformMessages(
      `import { t } from '@lingui/core/macro'\nexport const A = ({ n }: { n: number }) => <p title={t\`Close\`}>{n}</p>`,
      'a.tsx',
    )
    expect(code).toContain('n: number')
    expect(code).toContain('<p title={_i18n._("Close")}>')
  })
})
