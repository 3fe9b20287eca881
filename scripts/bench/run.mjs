// `npm run bench`: builds the app, runs every benchmark against the build in Chromium on 127.0.0.1, prints one
// table, writes bench/latest.json and renders docs/performance.md from it. Figures, not pass/fail: the budgets
// that must hold are checked by `npm test` (scripts/ci/check-budget.mjs). A benchmark that fails is run once more;
// one that fails again is reported in the table and the others still run. The run exits 1 if any failed.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { figuresOf, meets, regressions, targetText } from './figures.mjs'
import { renderPerformance } from './render-performance.mjs'

const read = (file) => JSON.parse(readFileSync(file, 'utf8'))
const BENCHMARKS = [
  ['firstLoad', 'scripts/bench/first-load.mjs', 'dist/bench-first-load.json'],
  ['lighthouse', 'scripts/bench/lighthouse.mjs', 'dist/bench-lighthouse.json'],
  ['slowLink', 'scripts/bench/slow-link.mjs', 'dist/bench-slow-link.json'],
  ['builder', 'scripts/bench/builder.mjs', 'dist/bench-builder.json'],
  ['composer', 'scripts/bench/composer.mjs', 'dist/bench-composer.json'],
  ['logs', 'scripts/bench/logs.mjs', 'dist/bench-logs.json'],
]
const ATTEMPTS = 2

// The same build as `npm run build`, prerendered connect page included.
execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })

const results = {}
const failed = {}
for (const [name, script, output] of BENCHMARKS) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      execFileSync(process.execPath, [script], { stdio: 'inherit' })
      results[name] = read(output)
      delete failed[name]
      break
    } catch (error) {
      failed[name] =
        `${script} failed ${attempt === 1 ? 'once' : `${attempt} times`}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`
      console.error(`${failed[name]}${attempt < ATTEMPTS ? '; running it again' : ''}`)
    }
  }
}

const previous = existsSync('bench/latest.json') ? read('bench/latest.json') : undefined
const machine = {
  cpus: cpus().length,
  loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
  node: process.version,
}
const latest = { date: new Date().toISOString(), machine, ...results }
if (Object.keys(failed).length) latest.failed = failed
if (previous) {
  latest.comparedWith = previous.date
  latest.regressions = regressions(latest, previous)
}

const rows = [
  ...figuresOf(latest).map((figure) => [
    figure.label,
    `${figure.value}${figure.unit ? ` ${figure.unit}` : ''}`,
    targetText(figure),
    { true: 'met', false: 'MISSED', undefined: '' }[String(meets(figure))],
  ]),
  ...Object.entries(failed).map(([name, message]) => [`${name}: FAILED`, message, '', '']),
]
const header = ['Measure', 'Value', 'Target', '']
const widths = header.map((_, column) => Math.max(header[column].length, ...rows.map((row) => row[column].length)))
const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`
console.log(['', line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'))
for (const r of latest.regressions ?? []) {
  console.log(`Worse than the previous run (${previous.date}): ${r.label}: ${r.before} → ${r.now} ${r.unit}`)
}

mkdirSync('bench', { recursive: true })
writeFileSync('bench/latest.json', `${JSON.stringify(latest, null, 2)}\n`)
writeFileSync('docs/performance.md', renderPerformance(latest, read('bench/baseline.json')))
console.log('\nWritten to bench/latest.json and docs/performance.md.')
if (Object.keys(failed).length) process.exitCode = 1
