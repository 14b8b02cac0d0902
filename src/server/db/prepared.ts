import type { Database } from './client'

/**
 * A named prepared statement on either database, for the few queries behind every page view: planning them costs
 * more than running them, most of all on the embedded database (bench: a prepared EXECUTE is about twice as fast
 * as a parameterised query there).
 */
export type PreparedQuery<Row> = (values: readonly string[]) => Promise<Row[]>

// One PGlite is one connection: a statement prepared on it serves every caller (the app and the bench alike).
const preparedOn = new WeakMap<object, Map<string, Promise<unknown>>>()

// EXECUTE takes no bind parameters, so PGlite receives each value as a literal. With standard_conforming_strings
// (on since PostgreSQL 9.1) doubling the single quotes is the whole of SQL string quoting; NUL cannot be stored.
function literal(value: string): string {
  if (value.includes('\0')) throw new Error('NUL in a query parameter')
  return `'${value.replaceAll("'", "''")}'`
}

export function preparedQuery<Row>(database: Database, name: string, types: readonly string[], text: string): PreparedQuery<Row> {
  if (database.kind === 'postgres') {
    // node-postgres prepares a named statement once per pooled connection.
    return async (values) => (await database.pool!.query({ name, text, values: [...values] })).rows as Row[]
  }
  const pglite = database.pglite!
  return async (values) => {
    let statements = preparedOn.get(pglite)
    if (!statements) preparedOn.set(pglite, (statements = new Map()))
    let prepared = statements.get(name)
    if (!prepared) {
      const parameters = types.length ? `(${types.join(', ')})` : ''
      prepared = pglite.exec(`prepare ${name}${parameters} as ${text}`).catch((error: unknown) => {
        statements.delete(name)
        throw error
      })
      statements.set(name, prepared)
    }
    await prepared
    const args = values.length ? `(${values.map(literal).join(', ')})` : ''
    const [result] = await pglite.exec(`execute ${name}${args}`)
    return (result?.rows ?? []) as Row[]
  }
}
