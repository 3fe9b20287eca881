// `npm run bench`: builds the app, runs every benchmark against the build in Chromium on 127.0.0.1, prints one
// table and writes it to bench/latest.json (README's "Measured" section quotes it). Figures, not pass/fail:
// the budgets that must hold are checked by `npm test` (scripts/ci/check-budget.mjs).
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'

const run = (script, ...args) => execFileSync(process.execPath, [script, ...args], { stdio: 'inherit' })
const read = (file) => JSON.parse(readFileSync(file, 'utf8'))

// The same build as `npm run build`, prerendered connect page included.
execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
run('scripts/bench/first-load.mjs')
run('scripts/bench/lighthouse.mjs')
run('scripts/bench/slow-link.mjs')
run('scripts/bench/builder.mjs')
run('scripts/bench/logs.mjs')

const firstLoad = read('dist/bench-first-load.json')
const lighthouse = read('dist/bench-lighthouse.json')
const slowLink = read('dist/bench-slow-link.json')
const builder = read('dist/bench-builder.json')
const logs = read('dist/bench-logs.json')

const rows = [
  ...firstLoad.screens.map(({ screen, files, kib }) => [`First load: ${screen}`, `${kib} KiB`, `${files} files`, '']),
  ...['connect', 'connectApplied', 'templates', 'templatesApplied', 'templatesCold', 'templatesColdApplied'].flatMap(
    (name) => {
      const { median } = lighthouse[name]
      const label = {
        connect: 'connect screen',
        connectApplied: 'connect screen, throttling applied',
        templates: 'templates list (demo)',
        templatesApplied: 'templates list (demo), throttling applied',
        templatesCold: 'templates list (demo), empty HTTP cache',
        templatesColdApplied: 'templates list (demo), empty HTTP cache, throttling applied',
      }[name]
      return [
        [
          `Lighthouse ${label}: score`,
          String(median.score),
          `median of ${lighthouse.runs}`,
          `≥ ${lighthouse.targets.score}`,
        ],
        [
          `Lighthouse ${label}: LCP`,
          `${median.lcpMs} ms`,
          `FCP ${median.fcpMs} ms`,
          `≤ ${lighthouse.targets.lcpMs} ms`,
        ],
        [`Lighthouse ${label}: TBT`, `${median.tbtMs} ms`, `CLS ${median.cls}`, `≤ ${lighthouse.targets.tbtMs} ms`],
      ]
    },
  ),
  ...['connect', 'templates', 'templatesCold'].flatMap((name) => {
    const { median } = slowLink[name]
    const label = {
      connect: 'connect screen',
      templates: 'templates list (demo)',
      templatesCold: 'templates list (demo), empty HTTP cache',
    }[name]
    return [
      [
        `Slow 4G, 4x CPU, in Chromium, ${label}: LCP`,
        `${median.lcpMs} ms`,
        `FCP ${median.fcpMs} ms, ready ${median.readyMs} ms`,
        `≤ ${lighthouse.targets.lcpMs} ms`,
      ],
      [
        `Slow 4G, 4x CPU, in Chromium, ${label}: blocking`,
        `${median.blockingMs} ms`,
        `median of ${slowLink.runs}`,
        `≤ ${lighthouse.targets.tbtMs} ms`,
      ],
    ]
  }),
  ['Builder keystroke (1,024 chars, 10 variables)', `${builder.medianMs} ms`, `p95 ${builder.p95Ms} ms`, ''],
  [
    '1,000-row logs page, change → painted',
    `${logs.renderThousandRows.medianPaintedMs} ms`,
    `${logs.renderThousandRows.domRows} <tr> in the DOM`,
    `≤ ${logs.renderThousandRows.targetMs} ms`,
  ],
  ['Full report, 5,200 logs', `${logs.fullReport.medianMs} ms`, '', `≤ ${logs.fullReport.targetMs} ms`],
]

const header = ['Measure', 'Value', 'Detail', 'Target']
const widths = header.map((_, column) => Math.max(header[column].length, ...rows.map((row) => row[column].length)))
const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`
console.log(['', line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'))

mkdirSync('bench', { recursive: true })
const machine = {
  cpus: cpus().length,
  loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
  node: process.version,
}
writeFileSync(
  'bench/latest.json',
  `${JSON.stringify({ date: new Date().toISOString(), machine, firstLoad, lighthouse, slowLink, builder, logs, table: rows }, null, 2)}\n`,
)
console.log('\nWritten to bench/latest.json.')
