import { expect } from 'vitest'
import { describePlan, type PlanNode } from './query-plans'

/** What no page query may do on a table that grows: read all of it, or sort what it read. */
const WHOLE_TABLE = /^(Seq Scan|Sort|Incremental Sort)\b/

/** The plan reads through `index` and neither scans a whole table nor sorts; a failure prints the plan. */
export function expectReadThrough(plan: PlanNode, index: string): void {
  const lines = describePlan(plan)
  const message = `plan:\n  ${lines.join('\n  ')}`
  expect(
    lines.some((line) => /Index/.test(line) && line.endsWith(` ${index}`)),
    message,
  ).toBe(true)
  expect(
    lines.filter((line) => WHOLE_TABLE.test(line)),
    message,
  ).toEqual([])
}
