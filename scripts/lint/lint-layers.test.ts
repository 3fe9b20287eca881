import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const layerRules = new Set(['no-restricted-imports', 'no-restricted-syntax'])

let eslint: ESLint
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot })
})

/** The layer rules' complaints about one import of `source` written in `filePath` (the file need not exist). */
async function layerErrors(filePath: string, source: string, dynamic = false) {
  const code = dynamic ? `export const load = () => import('${source}')\n` : `import '${source}'\n`
  const messages = (await eslint.lintText(code, { filePath })).flatMap((result) => result.messages)
  expect(messages.filter((message) => message.fatal)).toEqual([])
  return messages.filter((message) => message.ruleId && layerRules.has(message.ruleId))
}

describe('the layer rules in eslint.config.js', () => {
  it.each([
    ['src/mocks/handlers/templates.ts', '@/features/templates/template-form'],
    ['src/mocks/handlers/templates.ts', '../../features/templates/template-form'],
    ['src/mocks/seed.ts', '../features/contact-tags/components/contact-tag-list'],
    ['src/mocks/seed.test.ts', '@/features/templates/template-form'],
    ['src/mocks/db.ts', '@/components/data-table/data-table'],
    ['src/mocks/db.ts', '@/resources/templates'],
    ['src/mocks/db.ts', '@/routes/__root'],
    ['src/mocks/db.ts', '@/app/session-store'],
    ['src/mocks/db.ts', '@/test/demo-harness'],
    ['src/mocks/db.ts', 'react'],
    ['src/domain/canonical-tag.ts', 'react'],
    ['src/domain/canonical-tag.ts', '@tanstack/react-query'],
    ['src/domain/canonical-tag.ts', 'react-hook-form'],
    ['src/domain/canonical-tag.ts', 'sonner'],
    ['src/domain/canonical-tag.ts', 'lucide-react'],
    ['src/domain/template-rules/rule-kit.ts', '@/features/templates/template-form'],
    ['src/domain/template-rules/rule-kit.ts', '../../features/templates/template-form'],
    ['src/domain/template-rules/rule-kit.ts', '@/mocks/db'],
    ['src/components/data-table/data-table.tsx', '@/features/templates/template-form'],
    ['src/components/ui/button.tsx', '../../features/templates/template-form'],
    ['src/features/messages/check-send.ts', '@/features/templates/template-form'],
    ['src/features/messages/components/template-text.tsx', '../../templates/template-form'],
    // Every folder of src/features is a feature, none listed by hand.
    ['src/features/command-palette/command-palette.tsx', '@/features/workspaces/components/workspace-list'],
    ['src/features/workspaces/components/workspace-list.tsx', '@/features/command-palette/palette-state'],
    ['src/features/workspaces/components/workspace-list.tsx', '../../command-palette/palette-state'],
    ['src/api/templates.ts', '@/domain/template-limits'],
  ])('refuses %s importing %s', async (filePath, source) => {
    expect(await layerErrors(filePath, source)).not.toEqual([])
  })

  it.each([
    ['src/mocks/handlers/templates.ts', '@/features/templates/template-form'],
    ['src/domain/canonical-tag.ts', '@/features/contact-tags/components/contact-tag-list'],
  ])('refuses %s loading %s lazily', async (filePath, source) => {
    expect(await layerErrors(filePath, source, true)).not.toEqual([])
  })

  it.each([
    ['src/mocks/handlers/templates.ts', '@/api/templates'],
    ['src/mocks/handlers/templates.ts', '@/domain/template-rules/check-template'],
    ['src/mocks/handlers/templates.ts', '@/lib/format'],
    ['src/mocks/handlers/templates.ts', '../db'],
    ['src/mocks/handlers/templates.ts', 'msw'],
    ['src/mocks/handlers/templates.test.ts', '@/test/demo-harness'],
    ['src/domain/template-rules/rule-kit.ts', '@/api/templates'],
    ['src/domain/template-rules/rule-kit.ts', '@/lib/idle-value'],
    ['src/domain/template-rules/rule-kit.ts', '@/domain/template-limits'],
    ['src/domain/template-rules/rule-kit.ts', './rule-types'],
    ['src/components/data-table/data-table.tsx', '@/domain/canonical-tag'],
    ['src/features/messages/check-send.ts', '@/domain/template-limits'],
    ['src/features/templates/components/template-builder.tsx', '@/features/templates/template-form'],
    ['src/features/templates/components/template-builder.tsx', '../template-form'],
    ['src/features/command-palette/workspace-switcher.tsx', './palette-state'],
  ])('lets %s import %s', async (filePath, source) => {
    expect(await layerErrors(filePath, source)).toEqual([])
  })
})
