import '@tanstack/react-query'

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The form shows this mutation's errors itself, so no global toast. */
      handlesErrors?: boolean
    }
  }
}
