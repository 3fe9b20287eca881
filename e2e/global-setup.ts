import { existsSync } from 'node:fs'

export default function globalSetup(): void {
  if (!existsSync('dist/index.html')) {
    throw new Error('The e2e suite runs against the production build: run "npm run build" first (npm test does).')
  }
}
