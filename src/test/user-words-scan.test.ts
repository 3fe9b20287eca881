import { describe, expect, it } from 'vitest'
import { scanUserWords, userWordsProblem } from './user-words-scan'

const sample = `
import { toast } from 'sonner'
import { TechnicalDetails } from '@/components/technical-details'

const NOTES = ['Read: from each log’s createdAt to its updatedAt.']

export function Sample({ tag, kind }: { tag: { id: string; name: string }; kind: string }) {
  const save = () => toast.success(\`Saved with POST /v1/tags\`)
  return (
    <section className="flex min-w-0 gap-2">
      <h2 title="Shown by retargetEngagementType">Tag ws_1</h2>
      <p aria-label={kind === 'TEXT' ? 'A text' : 'recepientName'}>{tag.name}</p>
      <p>{tag.id}</p>
      <p>{kind === 'TEMPLATE' && 'Sent to seg_12'}</p>
      <p>Made for WhatsApp on an iPhone</p>
      <button onClick={save}>Save</button>
      <TechnicalDetails>
        <p>GET /v1/contact-tags/{tag.id} returns canonicalName for tag_3</p>
      </TechnicalDetails>
    </section>
  )
}

export const columns = [{ id: 'createdAt', header: 'createdAt', cell: (row: { id: string }) => row.id }]
export const Status = ({ row }: { row: { status: string } }) => <b title={\`The \${row.status} logs\`}>{row.status}</b>
`

describe('scanUserWords', () => {
  it('lists endpoint paths, field names, raw ids and codes without labels a user would see, by line', () => {
    const found = scanUserWords('sample.tsx', sample).map(({ line, text, problem }) => `${line} ${problem}: ${text}`)
    expect(found).toEqual([
      '5 API field name "createdAt": Read: from each log’s createdAt to its updatedAt.',
      '8 endpoint path: Saved with POST /v1/tags',
      '11 API field name "retargetEngagementType": Shown by retargetEngagementType',
      '11 raw id: Tag ws_1',
      '12 API field name "recepientName": recepientName',
      '13 raw id shown as is: tag.id',
      '14 raw id: Sent to seg_12',
      '24 API field name "createdAt": createdAt',
      '24 raw id shown as is: row.id',
      '25 API value shown without its label: row.status',
    ])
  })

  it('leaves code alone: classes, comparisons, keys, ids sent to the API and thrown errors', () => {
    const code = `
      export function Row({ row }: { row: { id: string; type: string } }) {
        if (!row) throw new Error('Row needs a row from useRows')
        return <tr key={row.id} data-id={row.id} className="bg-white hover:bg-slate-50">{row.type === 'TEMPLATE' ? 'Template' : 'Text'}</tr>
      }
      const sortKey = { id: 'createdAt', text: 'whatsappText' }`
    expect(scanUserWords('code.tsx', code)).toEqual([])
  })
})

describe('userWordsProblem', () => {
  it.each([
    ['Sent with POST /v1/messages/whatsapp/text', 'endpoint path'],
    ['DELETE /webhooks/3', 'endpoint path'],
    ['Read from /v1/broadcasts', 'endpoint path'],
    ['Workspace ws_12', 'raw id'],
    ['Based on bc_3 and tpl_7', 'raw id'],
    ['Sorted by createdAt', 'API field name "createdAt"'],
    ['Reading every log takes 3 requests', 'request count'],
  ])('%s: %s', (text, problem) => expect(userWordsProblem(text)).toBe(problem))

  it.each(['WhatsApp and Messenger', 'Open on your iPhone', 'Posted to the team', 'ws 1', 'Pending review'])(
    'lets plain words pass: %s',
    (text) => expect(userWordsProblem(text)).toBeUndefined(),
  )
})
