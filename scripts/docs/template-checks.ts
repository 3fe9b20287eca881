import { writeFileSync } from 'node:fs'
import { renderTemplateChecks } from '@/domain/template-rules/render-template-checks'

/** Writes docs/template-checks.md from the template rules (npm run docs:checks). */
const target = new URL('../../docs/template-checks.md', import.meta.url)
writeFileSync(target, renderTemplateChecks())
console.log(`Wrote ${target.pathname}`)
