import type { Locator, Page } from '@playwright/test'
import {
  HOSTILE_BROADCAST_NAME,
  HOSTILE_LOG_ERROR,
  HOSTILE_SEGMENT_NAME,
  HOSTILE_STAFF_LAST_NAME,
  HOSTILE_TAG_NAME,
  HOSTILE_WEBHOOK_URL,
} from '../src/mocks/seed-hostile'
import { FINISHED_CAMPAIGN_ID, SCHEDULED_CAMPAIGN_TO_CANCEL_ID } from '../src/mocks/seed-broadcasts'
import { a11yViolations, chooseMode, connectDemo, expect, test } from './fixtures'
import { expectFocusNotOnBody } from './keyboard-helpers'

/**
 * Every screen and every dialog, scanned by axe at a phone's and a desktop's width: no serious or critical
 * violation anywhere. The table below is the list; each group is one test (one demo connection), so a failure
 * names its viewport, group, screen and view, and the groups do not depend on each other or on their order.
 * Views are scanned with soft assertions, so one run reports every violation of a group, not just the first.
 */

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const
type ViewportName = (typeof viewports)[number]['name']

const FAULTS_KEY = 'inbox-console:demo-faults'

/** Something on a screen or in a dialog to bring up and scan: a dialog is closed again with Escape. */
interface View {
  name: string
  /** Only at this width (the phone menu, the builder's preview button). */
  only?: ViewportName
  show(page: Page): Promise<unknown>
  /** A dialog: the scan waits for it, and afterwards Escape closes it and focus must not drop to <body>. */
  dialog?: string | RegExp
  /** Not a dialog: what shows the view has appeared. */
  ready?(page: Page): Locator
}

interface Screen {
  name: string
  path: string
  /** What shows the screen has loaded. */
  ready(page: Page): Locator
  /** Run before the screen is opened (e.g. to tell the demo API to fail). */
  before?(page: Page): Promise<unknown>
  views?: View[]
}

interface Group {
  name: string
  /** Connect in demo mode first (every group but the connect screen's). */
  signedIn: boolean
  screens: Screen[]
}

const h1 = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' })
const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true })
const firstLink = (page: Page, tableName: string) => table(page, tableName).getByRole('link').first()
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const dialog = (page: Page, name?: string | RegExp) => page.getByRole('dialog', name === undefined ? {} : { name })
const click = (locator: (page: Page) => Locator) => (page: Page) => locator(page).click()
/** A resource's not-found screen, by the sentence that names what was asked for. */
const notFound = (text: string) => (page: Page) => page.getByText(text, { exact: true })

/** Tells the demo API to misbehave for the next matching requests (src/mocks/faults.ts). */
const setFaults = (page: Page, faults: unknown[]) =>
  page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
    key: FAULTS_KEY,
    value: faults,
  })

const phoneMenu: View = {
  name: 'phone navigation menu',
  only: 'phone',
  show: click((page) => button(page, 'Menu')),
  dialog: /Inbox Console/,
}

const groups: Group[] = [
  {
    name: 'connect screen',
    signedIn: false,
    screens: [
      {
        name: 'connect',
        path: '/connect',
        ready: (page) => button(page, 'Enter the demo'),
        views: [
          {
            name: 'a refused demo key',
            show: async (page) => {
              await page.getByLabel('Demo API key').fill('not-the-demo-key')
              await button(page, 'Enter the demo').click()
            },
            ready: (page) => page.getByRole('alert').filter({ hasText: 'Invalid or deleted API key' }),
          },
          {
            name: 'live mode',
            show: (page) => chooseMode(page, 'Live API'),
            ready: (page) => page.getByLabel('Base URL'),
          },
          {
            name: 'live mode with field errors',
            show: async (page) => {
              await page.getByLabel('Base URL').fill('nonsense')
              await page.getByLabel('API key', { exact: true }).fill('')
              await button(page, 'Connect').click()
            },
            ready: (page) => page.getByText(/^Enter the API address/),
          },
        ],
      },
      {
        name: 'not found, signed out',
        path: '/no/such/page',
        ready: (page) => page.getByRole('heading', { level: 1 }),
      },
    ],
  },
  {
    name: 'shell, overview, workspaces and account',
    signedIn: true,
    screens: [
      {
        name: 'overview',
        path: '/w/ws_1',
        ready: (page) => table(page, 'Team in this workspace').getByRole('row').nth(1),
        views: [
          phoneMenu,
          {
            name: 'workspace switcher open',
            show: async (page) => {
              await page.getByRole('button', { name: /^Workspace: .+, change$/ }).focus()
              await page.keyboard.press('Enter')
            },
            dialog: 'Switch workspace',
            ready: (page) => page.getByRole('listbox', { name: 'Workspaces' }).getByRole('option').first(),
          },
          {
            name: 'command palette, searching',
            show: async (page) => {
              await page.keyboard.press('ControlOrMeta+k')
              await page.getByRole('combobox', { name: 'Search and commands' }).fill('order')
            },
            dialog: 'Search and commands',
            ready: (page) =>
              page
                .getByRole('listbox', { name: 'Results' })
                .getByRole('group', { name: 'Templates' })
                .getByRole('option')
                .first(),
          },
          {
            name: 'keyboard shortcuts',
            show: async (page) => {
              await page.locator('main h1').focus()
              await page.keyboard.press('?')
            },
            dialog: 'Keyboard shortcuts',
          },
        ],
      },
      { name: 'workspaces', path: '/workspaces', ready: (page) => firstLink(page, 'Workspaces') },
      {
        name: 'workspaces, nothing found',
        path: '/workspaces?searchText=zzzz-no-such',
        ready: (page) => page.getByText(/no workspace/i).first(),
      },
      {
        name: 'account',
        path: '/account',
        ready: (page) => page.getByText('amelia.hughes@northwind-retail.example'),
        views: [
          {
            name: 'reset demo data',
            show: click((page) => button(page, 'Reset demo data')),
            dialog: 'Reset demo data?',
          },
        ],
      },
      { name: 'workspace not found', path: '/w/ws_nope', ready: notFound('Workspace ws_nope not found') },
      {
        name: 'page not found',
        path: '/no/such/page',
        ready: (page) => page.getByRole('link', { name: 'Go to the dashboard' }),
      },
    ],
  },
  {
    name: 'templates',
    signedIn: true,
    screens: [
      { name: 'templates list', path: '/w/ws_1/templates', ready: (page) => firstLink(page, 'Templates') },
      {
        name: 'templates filtered and sorted',
        path: '/w/ws_1/templates?status=REJECTED&category=MARKETING&sort=name',
        ready: (page) => page.getByText(/^2 of 50 templates match$/),
      },
      {
        name: 'templates, hostile name searched',
        path: '/w/ws_1/templates?searchText=html_injection',
        ready: (page) => table(page, 'Templates').getByRole('link', { name: 'html_injection_probe' }),
      },
      {
        name: 'templates, nothing found',
        path: '/w/ws_1/templates?searchText=zzzz',
        ready: (page) => page.getByText(/no template/i).first(),
      },
      {
        name: 'template detail',
        path: '/w/ws_1/templates/tpl_1',
        ready: (page) => h1(page, 'order_confirmation'),
        views: [
          {
            name: 'send a test, its values refused',
            show: async (page) => {
              await button(page, 'Send a test').click()
              await dialog(page, 'Send a test').getByRole('button', { name: 'Send test' }).click()
            },
            dialog: 'Send a test',
            ready: (page) =>
              dialog(page, 'Send a test').getByText('Give a value: WhatsApp refuses an empty one').first(),
          },
        ],
      },
      {
        name: 'template detail, hostile markup',
        path: '/w/ws_1/templates/tpl_20',
        ready: (page) => page.getByText('<script>alert(1)</script>', { exact: false }).first(),
      },
      {
        name: 'template detail, rejected',
        path: '/w/ws_1/templates/tpl_3',
        ready: (page) => page.getByRole('region', { name: 'WhatsApp most likely rejected this because…' }),
      },
      {
        name: 'template not found',
        path: '/w/ws_1/templates/tpl_nope',
        ready: (page) => h1(page, 'Template not found'),
      },
      {
        name: 'template builder',
        path: '/w/ws_1/templates/new',
        ready: (page) => page.getByRole('region', { name: 'Checks' }),
        views: [
          {
            name: 'errors after a refused submit',
            show: async (page) => {
              await page.getByLabel('Name', { exact: true }).fill('Not Valid!')
              await page.getByLabel('Body text').fill('{{1}} starts with a variable')
              await button(page, 'Submit for review').click()
            },
            ready: (page) => page.getByLabel('Name', { exact: true }).and(page.locator('[aria-invalid="true"]')),
          },
          { name: 'preview', only: 'phone', show: click((page) => button(page, 'Preview')), dialog: 'Preview' },
          { name: 'sign out with a draft', show: click((page) => button(page, 'Sign out')), dialog: 'Sign out?' },
        ],
      },
      {
        name: 'template builder from a rejected template',
        path: '/w/ws_1/templates/new?from=tpl_19',
        ready: (page) => page.getByRole('region', { name: 'Checks' }),
      },
    ],
  },
  {
    name: 'broadcasts',
    signedIn: true,
    screens: [
      {
        name: 'broadcasts list',
        path: '/w/ws_1/broadcasts',
        ready: (page) => firstLink(page, 'Broadcasts'),
        views: [
          {
            name: 'edit broadcast',
            show: click((page) => button(page, 'Edit Black Friday early access')),
            dialog: 'Edit broadcast',
          },
          {
            name: 'edit broadcast with errors',
            show: async (page) => {
              await button(page, 'Edit Black Friday early access').click()
              await dialog(page).getByLabel('Name', { exact: true }).fill('')
              await dialog(page).getByRole('button', { name: 'Save changes' }).click()
            },
            dialog: 'Edit broadcast',
            ready: (page) => dialog(page).locator('[aria-invalid="true"]').first(),
          },
          {
            name: 'delete broadcast',
            show: click((page) => button(page, 'Delete Black Friday early access')),
            dialog: 'Delete “Black Friday early access”?',
          },
        ],
      },
      {
        name: 'a finished campaign, its figures from the record',
        path: `/w/ws_1/broadcasts/${FINISHED_CAMPAIGN_ID}`,
        ready: (page) => page.getByRole('region', { name: 'Figures' }),
      },
      {
        name: 'a scheduled campaign',
        path: `/w/ws_1/broadcasts/${SCHEDULED_CAMPAIGN_TO_CANCEL_ID}`,
        ready: (page) => button(page, 'Cancel broadcast'),
        views: [
          {
            name: 'cancel the scheduled broadcast',
            show: click((page) => button(page, 'Cancel broadcast')),
            dialog: /^Cancel “/,
          },
        ],
      },
      {
        name: 'broadcasts, nothing found',
        path: '/w/ws_1/broadcasts?searchText=zzzz',
        ready: (page) => page.getByText(/no broadcast/i).first(),
      },
      {
        name: 'broadcast detail with hostile logs',
        path: '/w/ws_1/broadcasts/bc_1',
        ready: (page) => table(page, 'Broadcast logs').locator('tbody tr[aria-rowindex]').first(),
        views: [
          { name: 'edit broadcast', show: click((page) => button(page, 'Edit')), dialog: 'Edit broadcast' },
          {
            name: 'delete broadcast',
            show: click((page) => button(page, 'Delete')),
            dialog: 'Delete “Black Friday early access”?',
          },
        ],
      },
      {
        name: 'broadcast logs filtered to the hostile reply',
        path: '/w/ws_1/broadcasts/bc_1?status=replied&q=Mallory',
        ready: (page) => table(page, 'Broadcast logs').getByText('Mallory', { exact: false }).first(),
      },
      {
        name: 'broadcast without logs',
        path: '/w/ws_1/broadcasts/bc_7',
        ready: (page) => page.getByText('No logs yet', { exact: true }),
      },
      {
        name: 'broadcast not found',
        path: '/w/ws_1/broadcasts/bc_nope',
        ready: notFound('Broadcast bc_nope not found'),
      },
    ],
  },
  {
    name: 'broadcast report',
    signedIn: true,
    screens: [
      {
        name: 'broadcast full report',
        path: '/w/ws_1/broadcasts/bc_1',
        ready: (page) => table(page, 'Broadcast logs').locator('tbody tr[aria-rowindex]').first(),
        views: [
          {
            name: 'full report read',
            show: click((page) => button(page, 'Full report')),
            ready: (page) => page.getByText('Every log read: 5,200 logs from 6 pages.'),
          },
          {
            name: 'segment from the report',
            show: click((page) =>
              page.getByRole('link', { name: /^Create a segment of the [\d,]+ failed recipients$/ }),
            ),
            dialog: 'New segment',
          },
        ],
      },
    ],
  },
  {
    name: 'segments and contact tags',
    signedIn: true,
    screens: [
      {
        name: 'segments list',
        path: '/w/ws_1/segments',
        ready: (page) => firstLink(page, 'Segments'),
        views: [
          { name: 'new segment', show: click((page) => button(page, 'New segment')), dialog: 'New segment' },
          {
            name: 'new segment with errors',
            show: async (page) => {
              await button(page, 'New segment').click()
              await dialog(page).getByRole('button', { name: 'Create segment' }).click()
            },
            dialog: 'New segment',
            ready: (page) => dialog(page).locator('[aria-invalid="true"]').first(),
          },
          {
            name: 'delete segment',
            show: click((page) => button(page, 'Delete VIP customers — EU')),
            dialog: 'Delete “VIP customers — EU”?',
          },
        ],
      },
      {
        name: 'segments, new segment prefilled by the URL',
        path: '/w/ws_1/segments?new=1&name=Failed%20Black%20Friday&retargetBroadcast=bc_1&retargetEngagementType=failed',
        ready: (page) => dialog(page, 'New segment'),
      },
      {
        name: 'segment detail',
        path: '/w/ws_1/segments/seg_3',
        ready: (page) => page.getByRole('link', { name: 'VIP customers — EU' }),
        views: [{ name: 'delete segment', show: click((page) => button(page, 'Delete')), dialog: /^Delete “/ }],
      },
      { name: 'segment not found', path: '/w/ws_1/segments/seg_nope', ready: notFound('Segment seg_nope not found') },
      {
        name: 'segment detail, then deleted',
        path: '/w/ws_1/segments/seg_5',
        ready: (page) => h1(page, 'Replied to winter launch'),
        views: [
          {
            name: 'deleted, and reached again by Back',
            show: async (page) => {
              await button(page, 'Delete').click()
              await dialog(page).getByRole('button', { name: 'Delete segment' }).click()
              await expect(h1(page, 'Segments')).toBeVisible()
              await page.goBack()
            },
            ready: (page) => h1(page, 'This segment was deleted'),
          },
        ],
      },
      {
        name: 'contact tags list',
        path: '/tags',
        ready: (page) => firstLink(page, 'Contact tags'),
        views: [
          { name: 'new tag', show: click((page) => button(page, 'New tag')), dialog: 'New contact tag' },
          {
            name: 'new tag that duplicates one, confirming',
            show: async (page) => {
              await button(page, 'New tag').click()
              await dialog(page).getByLabel('Name').fill('vip Customer')
              await dialog(page).getByRole('button', { name: 'Create tag' }).click()
            },
            dialog: 'New contact tag',
            ready: (page) => dialog(page).getByRole('button', { name: 'Create anyway' }),
          },
          { name: 'delete tag', show: click((page) => button(page, 'Delete Brazil')), dialog: 'Delete “Brazil”?' },
        ],
      },
      {
        name: 'contact tag detail',
        path: '/tags/tag_1',
        ready: (page) => h1(page, 'VIP customer'),
        views: [
          {
            name: 'delete tag',
            show: click((page) => page.getByRole('main').getByRole('button', { name: 'Delete', exact: true })),
            dialog: 'Delete “VIP customer”?',
          },
        ],
      },
      { name: 'contact tag not found', path: '/tags/tag_nope', ready: notFound('Contact tag tag_nope not found') },
    ],
  },
  {
    name: 'staff and webhooks',
    signedIn: true,
    screens: [
      { name: 'staff list', path: '/w/ws_1/staff', ready: (page) => firstLink(page, 'Staff') },
      {
        name: 'staff detail',
        path: '/w/ws_1/staff/stf_2',
        ready: (page) => page.getByRole('list', { name: 'Workspaces' }).getByRole('link', { name: 'Support Desk' }),
      },
      {
        name: 'staff member not found',
        path: '/w/ws_1/staff/stf_missing',
        ready: notFound('Staff member stf_missing not found'),
      },
      {
        name: 'webhooks',
        path: '/webhooks',
        ready: (page) => page.getByRole('switch', { name: 'Active: CRM contact sync' }),
        views: [
          phoneMenu,
          { name: 'new webhook', show: click((page) => button(page, 'New webhook')), dialog: 'New webhook' },
          {
            name: 'new webhook with errors and an http warning',
            show: async (page) => {
              await button(page, 'New webhook').click()
              await dialog(page).getByRole('textbox', { name: 'Server URL' }).fill('http://plain.example/hook')
              await dialog(page).getByRole('button', { name: 'Create webhook' }).click()
            },
            dialog: 'New webhook',
            ready: (page) => dialog(page).locator('[aria-invalid="true"]').first(),
          },
          {
            name: 'edit webhook',
            show: click((page) => button(page, 'Edit CRM contact sync')),
            dialog: 'Edit webhook',
          },
          {
            name: 'delete webhook',
            show: click((page) => button(page, 'Delete CRM contact sync')),
            dialog: 'Delete “CRM contact sync”?',
          },
          {
            name: 'a refused toggle, with its message',
            show: async (page) => {
              await setFaults(page, [
                { method: 'PUT', path: '/v1/webhooks/wh_1', status: 400, body: { error: 'Refused by the e2e test' } },
              ])
              await page.getByRole('switch', { name: 'Active: CRM contact sync' }).click()
            },
            ready: (page) => page.getByText('Refused by the e2e test').first(),
          },
        ],
      },
      {
        name: 'webhooks that fail to load',
        path: '/webhooks',
        before: (page) =>
          setFaults(page, [
            {
              method: 'GET',
              path: '/v1/webhooks',
              status: 403,
              body: { error: 'Forbidden by the e2e test' },
              times: 20,
            },
          ]),
        ready: (page) => button(page, 'Try again'),
      },
    ],
  },
  {
    name: 'hostile seed data: broadcasts and segments',
    signedIn: true,
    screens: [
      {
        name: 'broadcasts with a hostile name',
        path: '/w/ws_4/broadcasts',
        ready: (page) => table(page, 'Broadcasts').getByRole('link', { name: HOSTILE_BROADCAST_NAME, exact: true }),
        views: [
          {
            name: 'edit the hostile broadcast',
            show: click((page) => button(page, `Edit ${HOSTILE_BROADCAST_NAME}`)),
            dialog: 'Edit broadcast',
          },
          {
            name: 'delete the hostile broadcast',
            show: click((page) => button(page, `Delete ${HOSTILE_BROADCAST_NAME}`)),
            dialog: `Delete “${HOSTILE_BROADCAST_NAME}”?`,
          },
        ],
      },
      {
        name: 'broadcast with a hostile log error',
        path: '/w/ws_4/broadcasts/bc_10',
        ready: (page) => table(page, 'Broadcast logs').getByRole('cell', { name: HOSTILE_LOG_ERROR }),
        views: [
          {
            name: 'full report with a hostile failure reason',
            show: click((page) => button(page, 'Full report')),
            ready: (page) => table(page, 'Top failure reasons').getByRole('cell', { name: HOSTILE_LOG_ERROR }),
          },
        ],
      },
      {
        name: 'segments with a hostile name',
        path: '/w/ws_4/segments',
        ready: (page) => table(page, 'Segments').getByRole('link', { name: HOSTILE_SEGMENT_NAME }),
        views: [
          {
            name: 'new segment listing the hostile one',
            show: click((page) => button(page, 'New segment')),
            dialog: 'New segment',
            ready: (page) => dialog(page).getByRole('checkbox', { name: HOSTILE_SEGMENT_NAME }),
          },
          {
            name: 'delete the hostile segment',
            show: click((page) => button(page, `Delete ${HOSTILE_SEGMENT_NAME}`)),
            dialog: `Delete “${HOSTILE_SEGMENT_NAME}”?`,
          },
        ],
      },
      {
        name: 'hostile segment detail',
        path: '/w/ws_4/segments/seg_9',
        ready: (page) => h1(page, HOSTILE_SEGMENT_NAME),
      },
    ],
  },
  {
    name: 'hostile seed data: tags, staff and webhooks',
    signedIn: true,
    screens: [
      {
        name: 'contact tags with a hostile name',
        path: '/tags?searchText=abandoned',
        ready: (page) => table(page, 'Contact tags').getByRole('link', { name: HOSTILE_TAG_NAME }),
        views: [
          {
            name: 'delete the hostile tag',
            show: click((page) => button(page, `Delete ${HOSTILE_TAG_NAME}`)),
            dialog: `Delete “${HOSTILE_TAG_NAME}”?`,
          },
        ],
      },
      { name: 'hostile contact tag detail', path: '/tags/tag_5', ready: (page) => h1(page, HOSTILE_TAG_NAME) },
      {
        name: 'overview with a hostile team member',
        path: '/w/ws_3',
        ready: (page) => table(page, 'Team in this workspace').getByText(HOSTILE_STAFF_LAST_NAME, { exact: false }),
      },
      {
        name: 'staff with a hostile name',
        path: '/w/ws_3/staff',
        ready: (page) => table(page, 'Staff').getByRole('link', { name: `Omar ${HOSTILE_STAFF_LAST_NAME}` }),
      },
      {
        name: 'hostile staff detail',
        path: '/w/ws_3/staff/stf_13',
        ready: (page) => h1(page, `Omar ${HOSTILE_STAFF_LAST_NAME}`),
      },
      {
        name: 'webhooks with a hostile URL',
        path: '/webhooks',
        ready: (page) => table(page, 'Webhooks').getByRole('cell', { name: HOSTILE_WEBHOOK_URL }),
        views: [
          {
            name: 'edit the webhook with the hostile URL',
            show: click((page) =>
              table(page, 'Webhooks')
                .getByRole('row')
                .filter({ hasText: HOSTILE_WEBHOOK_URL })
                .getByRole('button', { name: /^Edit / }),
            ),
            dialog: 'Edit webhook',
          },
        ],
      },
    ],
  },
  {
    name: 'messages',
    signedIn: true,
    screens: [
      ...(
        [
          ['whatsapp', 'text'],
          ['whatsapp', 'media'],
          ['whatsapp', 'template'],
          ['messenger', 'text'],
          ['messenger', 'media'],
          ['messenger', 'template'],
          ['instagram', 'text'],
          ['instagram', 'template'],
          ['telegram', 'template'],
        ] as const
      ).map(([channel, kind]): Screen => ({
        name: `messages, ${channel} ${kind}`,
        path: `/w/ws_1/messages?channel=${channel}&kind=${kind}`,
        ready: (page) =>
          page
            .getByRole('form', { name: 'Send a message' })
            .getByRole('radio', { name: new RegExp(`^${kind}`, 'i'), checked: true }),
        views:
          channel === 'whatsapp' && kind === 'template'
            ? [
                {
                  name: 'template list open',
                  show: async (page) => {
                    await page.getByRole('combobox', { name: 'Template', exact: true }).focus()
                    await page.keyboard.press('ArrowDown')
                  },
                  ready: (page) => page.getByRole('listbox').getByRole('option').first(),
                },
                {
                  name: 'a template chosen, its values refused',
                  show: async (page) => {
                    await page.getByRole('combobox', { name: 'Template', exact: true }).fill('order_confirmation')
                    await page.getByRole('option', { name: 'order_confirmation (English (UK))' }).click()
                    await button(page, 'Send message').click()
                  },
                  ready: (page) => page.getByText('Give a value: WhatsApp refuses an empty one').first(),
                },
              ]
            : [],
      })),
      {
        name: 'messages, a send and its history',
        path: '/w/ws_1/messages?channel=whatsapp&kind=text',
        ready: (page) => button(page, 'Send message'),
        views: [
          {
            name: 'after a send',
            show: async (page) => {
              const form = page.getByRole('form', { name: 'Send a message' })
              await form.getByRole('textbox', { name: 'Contact id' }).fill('ct_1')
              await form.getByRole('textbox', { name: 'Message' }).fill('Hello from the accessibility scan')
              await button(page, 'Send message').click()
            },
            ready: (page) => table(page, 'Sent this session').getByRole('row').nth(1),
          },
        ],
      },
    ],
  },
]

/** One axe scan, its failures named by what was on screen. */
async function scan(page: Page, label: string) {
  await test.step(`axe: ${label}`, async () => {
    expect
      .soft(await a11yViolations(page), `serious or critical axe violations on ${label} (${page.url()})`)
      .toEqual([])
  })
}

async function showView(page: Page, label: string, view: View) {
  await test.step(label, async () => {
    await view.show(page)
    if (view.dialog !== undefined) await expect(dialog(page, view.dialog)).toBeVisible()
    if (view.ready) await expect(view.ready(page)).toBeVisible()
    await scan(page, label)
    if (view.dialog !== undefined) {
      await page.keyboard.press('Escape')
      await expect(dialog(page, view.dialog)).toBeHidden()
      await expectFocusNotOnBody(page)
    }
  })
}

async function visitScreen(page: Page, label: string, screen: Screen, viewport: ViewportName) {
  await test.step(label, async () => {
    await screen.before?.(page)
    await page.goto(screen.path)
    // Some screens are ready only after heavy work (the demo makes bc_1's 5,200 logs on its first read).
    await expect(screen.ready(page)).toBeVisible({ timeout: 15_000 })
    await page.waitForLoadState('networkidle')
    await scan(page, label)
  })
  for (const view of screen.views ?? []) {
    if (view.only && view.only !== viewport) continue
    await showView(page, `${label} › ${view.name}`, view)
  }
}

test('the scan fails on a serious or critical violation, and names it', async ({ page }) => {
  await page.goto('/connect')
  await expect(button(page, 'Enter the demo')).toBeVisible()
  // An unnamed button and an image without alt text, both critical.
  await page.evaluate(() =>
    document.body.insertAdjacentHTML(
      'beforeend',
      '<button id="a11y-probe-button"></button><img id="a11y-probe-img" src="/favicon.svg">',
    ),
  )
  const found = await a11yViolations(page)
  expect(found.find((line) => line.includes('button-name'))).toContain('#a11y-probe-button')
  expect(found.find((line) => line.includes('image-alt'))).toContain('#a11y-probe-img')
  // The fixture's exit scan would fail on the probes too: take them out.
  await page.evaluate(() =>
    document.querySelectorAll('#a11y-probe-button, #a11y-probe-img').forEach((element) => element.remove()),
  )
})

// Both themes: the system's dark (no choice stored) gives the dark theme, and its colours must keep every contrast.
for (const [viewport, colorScheme] of viewports.flatMap((v) =>
  (['light', 'dark'] as const).map((c) => [v, c] as const),
)) {
  test.describe(`axe at ${viewport.name} width (${viewport.width}×${viewport.height}), ${colorScheme} theme`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, colorScheme })

    for (const group of groups) {
      test(`${group.name}: every screen and dialog has no serious or critical violations`, async ({ page }) => {
        // Each scan takes about a second (a page load, the network settling, axe), more on a busy machine.
        const scans = group.screens.reduce(
          (count, screen) =>
            count + 1 + (screen.views ?? []).filter((view) => !view.only || view.only === viewport.name).length,
          0,
        )
        test.setTimeout(20_000 + scans * 10_000)
        if (group.signedIn) await connectDemo(page)
        for (const screen of group.screens) {
          await visitScreen(page, `${viewport.name} › ${screen.name}`, screen, viewport.name)
        }
      })
    }
  })
}
