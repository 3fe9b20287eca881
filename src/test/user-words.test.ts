import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { scanUserWords } from './user-words-scan'

const root = fileURLToPath(new URL('../..', import.meta.url))
const scanned = ['src/features', 'src/components', 'src/routes']
const notShipped = /\.test\.tsx?$|-test-kit\.ts$|-fixture\.ts$/

const files = scanned
  .flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)),
  )
  .filter((file) => /\.tsx?$/.test(file) && !notShipped.test(file))
  .sort()

// One test per file, so a failure names the file; the message lists each line and the text found there.
describe('the interface speaks the user’s words (no endpoints, field names or raw ids outside Technical details)', () => {
  it('scans the screens', () => expect(files.length).toBeGreaterThan(100))

  it.each(files)('%s', (file) => {
    const findings = scanUserWords(file, readFileSync(join(root, file), 'utf8'))
    const lines = findings.map(({ line, text, problem }) => `${relative('.', file)}:${line}  ${problem}  «${text}»`)
    expect(
      lines,
      'Say it in plain words (a label, a name), or move it inside <TechnicalDetails> (src/components/technical-details.tsx)',
    ).toEqual([])
  })
})
