import { sql, type SQL } from 'drizzle-orm'

/** The rows of a raw `db.execute(sql…)`: PGlite's and node-postgres's results both carry them in `rows`. */
export const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows

/** A uuid[] literal built from bound parameters, for `unnest(...)` in raw SQL (drizzle's `inArray` covers `in`). */
export const uuidArray = (ids: readonly string[]): SQL =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`

/** A text[] literal built from bound parameters, for `unnest(...)` in raw SQL. */
export const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`
