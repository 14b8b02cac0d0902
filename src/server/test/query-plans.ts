import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'

/** A node of PostgreSQL's EXPLAIN (FORMAT JSON) plan. */
export type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Relation Name'?: string; Plans?: PlanNode[] }

/** Every node of `plan`, depth first. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)]
}

/** One line per node, as a failing test prints the plan it got: "Index Scan leads_created_idx", "Sort". */
export const describePlan = (plan: PlanNode): string[] =>
  planNodes(plan).map((node) => [node['Node Type'], node['Index Name'] ?? node['Relation Name']].filter(Boolean).join(' '))

type PlanRow = { 'QUERY PLAN': [{ Plan: PlanNode }] | string }

const firstPlan = (rows: PlanRow[]): PlanNode => {
  const value = rows[0]!['QUERY PLAN']
  return (typeof value === 'string' ? (JSON.parse(value) as [{ Plan: PlanNode }]) : value)[0].Plan
}

/** The plan PostgreSQL chooses for `query` now, with the table statistics as they are. */
export async function explain(db: Db, query: SQL): Promise<PlanNode> {
  return firstPlan(rowsOf<PlanRow>(await db.execute(sql`explain (format json) ${query}`)))
}

let probes = 0

/**
 * The generic plan of a prepared statement (`text` with $1…, `types` their types) run with `literals` (SQL literal
 * text, written by the test): the plan a prepared statement settles on, and the kind the foreign keys' ON DELETE
 * actions use. In a transaction, so the PREPARE and the EXPLAIN share a connection.
 */
export async function explainPrepared(db: Db, text: string, types: string[], literals: string[]): Promise<PlanNode> {
  // A name of its own each time: a statement left behind by a failed probe must not collide with the next one.
  const name = `plan_probe_${++probes}`
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`)
    await tx.execute(sql.raw(`prepare ${name} (${types.join(', ')}) as ${text}`))
    const plan = firstPlan(rowsOf<PlanRow>(await tx.execute(sql.raw(`explain (format json) execute ${name} (${literals.join(', ')})`))))
    await tx.execute(sql.raw(`deallocate ${name}`))
    return plan
  })
}
