import '@tanstack/react-query'
import type { Resource } from '@/resources/resource-roots'

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The form shows this mutation's errors itself, so no global toast. */
      handlesErrors?: boolean
      /** On success, every query under these resources' roots (see resource-roots) goes stale and refetches. */
      invalidates?: readonly Resource[]
    }
  }
}
