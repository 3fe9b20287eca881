// Loads the production build in Chromium and weighs, gzip -9, every JS and CSS file fetched: by the connect
// screen (where every visitor lands), by entering the demo from it, and by each signed-in screen opened directly
// with a stored key (scripts/bench/measure-first-loads.mjs). Fails above any budget, or if demo-mode code (MSW,
// seed data) leaks into what the connect screen or a live user loads.
// Budgets are guard rails, not goals: each may sit up to HEADROOM_KIB above what its screen loads, so a feature can
// spend headroom instead of waiting on byte-shaving; a budget further above its load is lowered (the check fails
// until it is). Caps that never move: the connect screen within CONNECT_CAP_KIB, every signed-in screen within
// SIGNED_IN_CAP_KIB.
// The connect page has an entry of its own, without the router and the query cache, which load once the visitor
// enters the app. So the connect screen has its own budget, and with entering the demo it shares another.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { CONNECT, ENTERING_THE_DEMO, measureFirstLoads, SCREENS } from '../bench/measure-first-loads.mjs'
import { kib } from '../bench/weigh-load.mjs'

const CONNECT_THEN_DEMO = `${CONNECT} + ${ENTERING_THE_DEMO}`
const HEADROOM_KIB = 5
const CONNECT_CAP_KIB = 100
const SIGNED_IN_CAP_KIB = 200
const BUDGET_KIB = {
  [CONNECT]: 100,
  [CONNECT_THEN_DEMO]: 229,
  Overview: 166,
  Templates: 173,
  'Template builder': 199,
  'Broadcast composer': 199,
  'Template detail': 188,
  Broadcasts: 171,
  Segments: 166,
  Staff: 166,
  Messages: 188,
  Webhooks: 166,
  'Contact tags': 166,
  Workspaces: 165,
  Account: 166,
}
const DEMO_CHUNK = /\/assets\/demo-api-[^/]+\.js$/
/** Strings only demo-mode code contains: the MSW worker's name and the seed's account. */
const DEMO_MARKERS = ['mockServiceWorker', 'Northwind Retail']
/**
 * Loaded on first use only (issue 22): the command palette (cmdk marks its parts with these attributes), the dark
 * theme, and the catalogues of the languages other than English.
 */
const ON_DEMAND = [
  { what: 'the command palette', marker: 'cmdk-input' },
  { what: 'the dark theme', marker: ':root.dark{' },
  // Each other language's catalogue (issue 34), by one of its messages: the first loads here are in English.
  { what: 'the Spanish catalogue', marker: 'Conéctate a Inbox Console' },
  { what: 'the Portuguese catalogue', marker: 'Conecte-se ao Inbox Console' },
  { what: 'the Arabic catalogue', marker: 'الاتصال بـ Inbox Console' },
]

const demoChunks = readdirSync('dist/assets').filter((name) => DEMO_CHUNK.test(`/assets/${name}`))
if (demoChunks.length === 0)
  throw new Error('No demo-api chunk in dist/assets: the demo API is not split out of the app.')

const results = await measureFirstLoads('dist')
const byScreen = Object.fromEntries(results.map((result) => [result.screen, result]))
const enteringTheDemo = byScreen[ENTERING_THE_DEMO]
const connectThenDemo = [byScreen[CONNECT], enteringTheDemo].filter(Boolean)
const connectThenDemoGzip = connectThenDemo.reduce((sum, { gzip }) => sum + gzip, 0)
const live = results.filter(({ screen }) => screen !== ENTERING_THE_DEMO)
const liveFiles = [...new Set(live.flatMap(({ files }) => files.map(({ file }) => file)))]
const leaked = liveFiles.filter((file) => DEMO_CHUNK.test(file))
const marked = liveFiles.filter((file) =>
  DEMO_MARKERS.some((marker) => readFileSync(`dist${file}`, 'utf8').includes(marker)),
)

console.table(
  Object.fromEntries([
    ...results.map(({ screen, files, gzip }) => [
      screen,
      { files: files.length, 'KiB (gzip -9)': kib(gzip), 'budget KiB': BUDGET_KIB[screen] },
    ]),
    [
      CONNECT_THEN_DEMO,
      {
        files: connectThenDemo.reduce((sum, { files }) => sum + files.length, 0),
        'KiB (gzip -9)': kib(connectThenDemoGzip),
        'budget KiB': BUDGET_KIB[CONNECT_THEN_DEMO],
      },
    ],
  ]),
)
writeFileSync(
  'dist/budget.json',
  `${JSON.stringify({ unit: 'KiB, gzip -9', budgets: BUDGET_KIB, screens: results.map(({ screen, files, gzip }) => ({ screen, kib: kib(gzip), files })) }, null, 2)}\n`,
)

const problems = []
for (const screen of [CONNECT, ENTERING_THE_DEMO, ...SCREENS.map(([name]) => name)]) {
  const result = byScreen[screen]
  if (!result || result.files.length === 0)
    problems.push(`${screen}: no JS or CSS was loaded: the measurement is broken`)
  else if (screen in BUDGET_KIB && result.gzip > BUDGET_KIB[screen] * 1024)
    problems.push(`${screen} loads ${kib(result.gzip)} KiB, over its ${BUDGET_KIB[screen]} KiB budget`)
  else if (screen in BUDGET_KIB && (BUDGET_KIB[screen] - HEADROOM_KIB) * 1024 > result.gzip)
    problems.push(
      `${screen} loads ${kib(result.gzip)} KiB, more than ${HEADROOM_KIB} KiB under its ${BUDGET_KIB[screen]} KiB budget: lower the budget`,
    )
  else if (screen !== ENTERING_THE_DEMO && !(screen in BUDGET_KIB)) problems.push(`${screen} has no budget`)
}
if (BUDGET_KIB[CONNECT] > CONNECT_CAP_KIB)
  problems.push(`the connect screen's budget (${BUDGET_KIB[CONNECT]} KiB) is over its ${CONNECT_CAP_KIB} KiB cap`)
for (const [screen] of SCREENS)
  if (BUDGET_KIB[screen] > SIGNED_IN_CAP_KIB)
    problems.push(
      `${screen}'s budget (${BUDGET_KIB[screen]} KiB) is over the ${SIGNED_IN_CAP_KIB} KiB cap of a signed-in screen`,
    )
if (connectThenDemoGzip > BUDGET_KIB[CONNECT_THEN_DEMO] * 1024)
  problems.push(
    `${CONNECT_THEN_DEMO} load ${kib(connectThenDemoGzip)} KiB, over their ${BUDGET_KIB[CONNECT_THEN_DEMO]} KiB budget`,
  )
if (!enteringTheDemo?.files.some(({ file }) => DEMO_CHUNK.test(file)))
  problems.push('entering the demo did not load the demo-api chunk: the measurement is broken')
if (leaked.length) problems.push(`the demo chunk was loaded by the connect screen or live mode: ${leaked.join(', ')}`)
if (marked.length) problems.push(`demo-mode code is bundled into: ${marked.join(', ')}`)
const firstLoads = [...new Set(results.flatMap(({ files }) => files.map(({ file }) => file)))]
for (const { what, marker } of ON_DEMAND) {
  const loaded = firstLoads.filter((file) => readFileSync(`dist${file}`, 'utf8').includes(marker))
  if (loaded.length) problems.push(`${what} is in a first load, not loaded on first use: ${loaded.join(', ')}`)
  const built = readdirSync('dist/assets').filter((name) =>
    readFileSync(`dist/assets/${name}`, 'utf8').includes(marker),
  )
  if (built.length === 0) problems.push(`no built file holds ${what} ("${marker}"): the check is broken`)
}
if (problems.length) {
  console.error(`Budget check failed:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log('Budget check passed.')
