import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

let eslint: ESLint
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot })
})

/** The keys rule's complaints about `code` written in `filePath` (the file need not exist). */
async function keyErrors(filePath: string, code: string) {
  const messages = (await eslint.lintText(code, { filePath })).flatMap((result) => result.messages)
  expect(messages.filter((message) => message.fatal)).toEqual([])
  return messages.filter(
    (message) => message.ruleId === 'no-restricted-syntax' && /src\/resources/.test(message.message),
  )
}

const spelledQuery = `export const q = { queryKey: ['templates', 'list'], queryFn: () => [] }\n`
const spelledMutation = `export const m = { mutationKey: ['webhooks', 'toggle'] }\n`
const rootsImport = `import { resourceKeys } from '@/resources/resource-roots'\nexport const root = resourceKeys.templates\n`

describe('the resource keys rule in eslint.config.js', () => {
  it.each([
    ['src/features/staff/workspace-queries.ts', spelledQuery],
    ['src/features/webhooks/components/webhook-active-switch.tsx', spelledMutation],
    ['src/components/data-table/paged-table.tsx', spelledQuery],
    ['src/routes/_app/w/$workspaceId/index.tsx', spelledQuery],
    [
      'src/app/query-client.ts',
      `export const invalidate = (client) => client.invalidateQueries({ queryKey: ['x'] })\n`,
    ],
    ['src/features/workspaces/components/count-card.tsx', rootsImport],
    ['src/routes/_app/webhooks.tsx', `export const load = () => import('@/resources/resource-roots')\n`],
  ])('refuses %s spelling a key', async (filePath, code) => {
    expect(await keyErrors(filePath, code)).not.toEqual([])
  })

  it.each([
    ['src/resources/templates.ts', spelledQuery],
    ['src/resources/webhooks.ts', spelledMutation],
    ['src/resources/templates.ts', rootsImport],
    [
      'src/app/react-query.d.ts',
      `import type { Resource } from '@/resources/resource-roots'\nexport type R = Resource\n`,
    ],
    // Reading a key off a factory, or spreading its options, spells nothing.
    [
      'src/features/workspaces/start-workspace.ts',
      `import { workspaceQueries } from '@/resources/workspaces'\nconst { queryKey } = workspaceQueries.detail('ws_1')\nexport const options = { ...workspaceQueries.list({}), staleTime: 1, key: queryKey }\n`,
    ],
    ['src/features/templates/components/template-list.test.tsx', spelledQuery],
  ])('allows %s its code', async (filePath, code) => {
    expect(await keyErrors(filePath, code)).toEqual([])
  })

  it('keeps the app layers’ own selectors in the files it covers', async () => {
    const messages = (
      await eslint.lintText(`const x = 1\nexport default x\n`, { filePath: 'src/features/staff/x.ts' })
    ).flatMap((result) => result.messages)
    expect(messages.map((message) => message.message)).toContain('Use named exports.')
  })
})
