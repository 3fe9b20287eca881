import { writeFileSync } from 'node:fs'
import { additionsNotInDocument, OPENAPI_FILE, renderOpenApiJson } from './openapi-document'

/** Writes docs/openapi.json from the API modules' zod schemas (npm run docs:openapi). */
writeFileSync(OPENAPI_FILE, await renderOpenApiJson())
console.log(`Wrote ${OPENAPI_FILE.pathname}`)
const missing = additionsNotInDocument()
if (missing.length) console.log(`Documented additions the dashboard does not speak yet:\n  ${missing.join('\n  ')}`)
