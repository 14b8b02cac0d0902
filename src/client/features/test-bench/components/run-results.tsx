import { DRAFT_GRADER_LABELS, DRAFT_GRADERS } from '@/shared/ai/graders/grader-names'
import type { BenchSummary, TestBenchRunDetail } from '@/shared/schemas/test-bench'
import { formatBenchCost, formatSeconds, formatShare, formatTokens } from '../lib/bench-format'
import { BenchCaseItem } from './bench-case-item'

function headline(summary: BenchSummary): string {
  if (summary.winRate === null) return 'Nothing could be compared'
  return `The proposal wins ${formatShare(summary.winRate)} of ${summary.compared} e-mails`
}

function detail(summary: BenchSummary): string {
  const parts = [`${summary.wins} better, ${summary.ties} alike and ${summary.losses} worse than now; alike counts as half a win.`]
  if (summary.judgedBy) parts.push(`${summary.judgedBy} compared each pair twice, with the order swapped.`)
  if (summary.judgeNote) parts.push(`${summary.judgeNote}.`)
  return parts.join(' ')
}

type Totals = BenchSummary['current']

/** The run's headline, each side's totals and checks, and every replayed e-mail side by side. */
export function RunResults({ run }: { run: TestBenchRunDetail }) {
  const summary = run.summary
  if (!summary) return <p className="text-sm text-muted-foreground">This test has no results.</p>
  const passRate = (name: (typeof DRAFT_GRADERS)[number]) => (side: Totals) =>
    side.passRates[name] === undefined ? '—' : formatShare(side.passRates[name])
  const rows: [string, (side: Totals) => string][] = [
    ['E-mails the model’s text was kept for', (side) => `${side.modelWritten}`],
    ...DRAFT_GRADERS.map((name): [string, (side: Totals) => string] => [`Passed: ${DRAFT_GRADER_LABELS[name]}`, passRate(name)]),
    ['Tokens', (side) => formatTokens(side.tokens)],
    ['Cost', (side) => formatBenchCost(side.costMicros, summary.currency)],
    ['Average time per e-mail', (side) => formatSeconds(side.averageLatencyMs)],
  ]
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <p className="text-2xl font-semibold">{headline(summary)}</p>
        <p className="text-sm text-muted-foreground">{detail(summary)}</p>
        {summary.stoppedBecause ? <p className="text-sm">{summary.stoppedBecause}.</p> : null}
        {summary.judge.tokens ? (
          <p className="text-xs text-muted-foreground">
            Comparing took {formatTokens(summary.judge.tokens)} tokens
            {summary.judge.costMicros === null
              ? ', at a price not known'
              : ` (${formatBenchCost(summary.judge.costMicros, summary.currency)})`}
            .
          </p>
        ) : null}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Each side’s totals and checks passed</caption>
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-2 pr-3 font-medium">
                <span className="sr-only">Figure</span>
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Current
              </th>
              <th scope="col" className="py-2 font-medium">
                Proposal
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-normal text-muted-foreground">
                  {label}
                </th>
                <td className="py-2 pr-3 tabular-nums">{value(summary.current)}</td>
                <td className="py-2 tabular-nums">{value(summary.proposed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="text-base font-semibold">The e-mails side by side</h3>
      <ul className="grid gap-2">
        {run.cases.map((item) => (
          <BenchCaseItem key={item.position} item={item} currency={summary.currency} />
        ))}
      </ul>
    </div>
  )
}
