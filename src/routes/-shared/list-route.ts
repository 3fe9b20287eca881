import { type z } from 'zod/mini'

/**
 * A list route's options that load with the route tree: its title, its URL search (`schema`), and the part of the
 * search its loader reads (`query`). Its loader and screen stay in the route file, where the router splits them into
 * the route's own chunk (it splits properties written there, not what a spread brings).
 */
export function listRoute<TSchema extends z.ZodMiniType, TDeps>(
  title: string,
  schema: TSchema,
  query: (search: z.output<TSchema>) => TDeps,
) {
  return {
    staticData: { title },
    validateSearch: schema,
    loaderDeps: ({ search }: { search: z.output<TSchema> }) => query(search),
  }
}
