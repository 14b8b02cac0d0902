// The draft checks (docs/decisions/119, 124, 127): what checking one model draft costs, drafts of every kind the checks
// refuse or keep, in two languages. Budget: < 5 ms p99 per draft.
import { startBenchServer } from '../lib/server.mjs'

export const title = 'Draft checks: the cost of checking one model draft'

const BUDGET_MS = 5

export async function run() {
  const { setup, stop } = await startBenchServer('draft-checks')
  await stop()
  return [
    {
      name: `checks per draft (${setup.calls} drafts, 10 kinds, 2 languages)`,
      value: `p99 ${setup.p99.toFixed(2)} ms, p50 ${setup.p50.toFixed(2)} ms, max ${setup.max.toFixed(1)} ms`,
      budget: `p99 < ${BUDGET_MS} ms`,
      ok: setup.p99 < BUDGET_MS,
    },
  ]
}
