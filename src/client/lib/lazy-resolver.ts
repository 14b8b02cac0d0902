// Speed (docs/performance.md, docs/decisions/097): zod, @hookform/resolvers and a form's schema are about 27 KB of
// gzip that a form needs only once someone submits it. Loaded on the form's first focus instead of with the page,
// they keep `/auth` within its 120 KB of first-load JS.
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

export type LazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues> = Resolver<
  TFieldValues,
  TContext,
  TTransformedValues
> & {
  /** Starts the import (call it on the form's first focus); a submit awaits the same import. */
  preload: () => void
}

/**
 * A react-hook-form resolver whose code is imported on first use. `importResolver` builds the real one, typically
 * `zodResolver` with the shared schema of `src/shared/schemas`, so the rule still lives once. A submit during the
 * import waits for it. If the import fails (the connection dropped), the values go unchanged to the server, which
 * applies the same schema and answers with the field issues; the next submit tries the import again.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  importResolver: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): LazyResolver<TFieldValues, TContext, TTransformedValues> {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformedValues>> | undefined
  const load = () =>
    (loading ??= importResolver().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  const resolver: Resolver<TFieldValues, TContext, TTransformedValues> = async (values, context, options) => {
    const loaded = await load().catch((error: unknown) => {
      console.warn('Could not load the form checks; the server checks the values instead', error)
      return null
    })
    if (!loaded) return { values: values as unknown as TTransformedValues, errors: {} }
    return loaded(values, context, options)
  }
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) })
}

/**
 * `zodResolver(schema)` loaded on first use: `loadSchema` imports the shared schema, e.g.
 * `() => import('@/shared/schemas/auth').then((schemas) => schemas.loginSchema)`.
 */
export function lazyZodResolver<TSchema extends z.ZodType<unknown, FieldValues>>(loadSchema: () => Promise<TSchema>) {
  return lazyResolver<z.input<TSchema>, unknown, z.output<TSchema>>(async () => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()])
    return zodResolver(schema)
  })
}
