// Benchmark, not a test: the JS+CSS each top-level screen loads when opened directly in a fresh browser (empty
// HTTP cache), in live mode against the mock API (so no demo code is counted), plus what entering the demo
// adds on the connect screen (see measure-first-loads.mjs). Run after `npm run build`:
// node scripts/bench/first-load.mjs. Writes dist/bench-first-load.json.
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { measureFirstLoads } from './measure-first-loads.mjs'
import { kib } from './weigh-load.mjs'

const { values: args } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } })
const OUTPUT = `${args.dist}/bench-first-load.json`

const results = await measureFirstLoads(args.dist)
writeFileSync(
  OUTPUT,
  `${JSON.stringify({ date: new Date().toISOString(), unit: 'KiB, gzip -9', screens: results.map(({ screen, path, files, gzip }) => ({ screen, path, files: files.length, kib: kib(gzip) })) }, null, 2)}\n`,
)
console.log('First load of each screen, opened directly (live mode, empty cache): JS + CSS, gzip -9')
console.table(
  Object.fromEntries(results.map(({ screen, files, gzip }) => [screen, { files: files.length, KiB: kib(gzip) }])),
)
console.log(`Written to ${OUTPUT}.`)
