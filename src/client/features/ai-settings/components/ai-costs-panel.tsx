import type { AiCosts } from '@/shared/ai/ai-costs'
import { formatCost } from '@/shared/ai/money'
import { QueryPanel } from '@/client/components/query-panel'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table'
import { useAiCosts } from '../api/get-ai-costs'
import { monthName } from '../lib/month-name'

const count = (value: number) => value.toLocaleString('en-US')

/**
 * What the agents' language model cost (docs/decisions/132-cost-in-money.md): this month by agent, with what no agent's
 * e-mail carries on a line of its own so the rows add up to the month's figure the budget shows; the cost per outcome
 * the business's events report; and the latest months. Everyone in the company reads it.
 */
export function AiCostsPanel() {
  const costsQuery = useAiCosts()
  return (
    <section aria-labelledby="ai-costs-heading">
      <Card>
        <CardHeader>
          <CardTitle id="ai-costs-heading" className="text-lg">
            What your agents cost
          </CardTitle>
          <CardDescription>
            Each e-mail a model writes costs what its provider charges for the words sent and written. E-mails written from templates cost
            nothing.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <QueryPanel
            query={costsQuery}
            what="what your agents cost"
            loadingLabel="Loading what your agents cost"
            skeleton={['h-24 w-full', 'h-16 w-full']}
            isEmpty={(costs) => costs.months.length === 0}
            empty="No language model has written for your agents yet: what it costs appears here once one does."
          >
            {(costs) => (
              <>
                <AgentCosts costs={costs} />
                <OutcomeCosts costs={costs} />
                <MonthCosts costs={costs} />
                <p className="text-xs text-muted-foreground">{`Prices as of ${pricesDate(costs.asOf)}, in ${costs.currency}, from this installation’s price table: your provider’s invoice is what counts.`}</p>
              </>
            )}
          </QueryPanel>
        </CardContent>
      </Card>
    </section>
  )
}

/** "2025-11" → "November 2025"; "2025-11-30" → "30 November 2025". */
function pricesDate(asOf: string): string {
  const month = monthName(asOf, { year: true })
  return asOf.length > 7 ? `${Number(asOf.slice(8, 10))} ${month}` : month
}

function AgentCosts({ costs }: { costs: AiCosts }) {
  const cost = (micros: number) => formatCost(micros, costs.currency)
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">{`${monthName(costs.month)} by agent`}</h3>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Agent</TableHead>
            <TableHead className="text-right">E-mails written by the model</TableHead>
            <TableHead className="text-right">Cost</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {costs.agents.map((agent) => (
            <TableRow key={agent.agentId}>
              <TableHead scope="row" className="font-normal text-foreground">
                {agent.name}
              </TableHead>
              <TableCell className="text-right">{count(agent.pricedDrafts + agent.unpricedDrafts)}</TableCell>
              <TableCell className="text-right">
                {cost(agent.costMicros)}
                {agent.unpricedDrafts > 0 ? ` + ${count(agent.unpricedDrafts)} at an unknown price` : null}
              </TableCell>
            </TableRow>
          ))}
          {costs.otherMicros > 0 ? (
            <TableRow>
              <TableHead scope="row" className="font-normal text-foreground">
                Other calls: e-mails being written or written again, and tests
              </TableHead>
              <TableCell />
              <TableCell className="text-right">{cost(costs.otherMicros)}</TableCell>
            </TableRow>
          ) : null}
          <TableRow className="font-medium">
            <TableHead scope="row">Total</TableHead>
            {/* E-mails, as the column says: the month's calls (tests and second attempts too) are under the token budget. */}
            <TableCell className="text-right">
              {count(costs.agents.reduce((sum, agent) => sum + agent.pricedDrafts + agent.unpricedDrafts, 0))}
            </TableCell>
            <TableCell className="text-right">{cost(costs.spentMicros)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </div>
  )
}

function OutcomeCosts({ costs }: { costs: AiCosts }) {
  if (costs.outcomes.length === 0) return null
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">Cost per outcome this month</h3>
      <ul className="grid gap-2 text-sm">
        {costs.outcomes.map((outcome) => (
          <li
            key={`${outcome.agentId}:${outcome.label}`}
            className="flex flex-wrap justify-between gap-x-4 gap-y-1 rounded-lg border px-3 py-2"
          >
            <span>
              <span className="font-medium">{outcome.label}</span>
              <span className="text-muted-foreground">{` · ${outcome.agentName}, ${count(outcome.count)} ${outcome.plural}`}</span>
            </span>
            {outcome.perOutcomeMicros !== null ? (
              <span className="font-medium">{`${formatCost(outcome.perOutcomeMicros, costs.currency)} each`}</span>
            ) : (
              <span className="text-muted-foreground">
                <span aria-hidden="true">— </span>
                {outcome.note}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

function MonthCosts({ costs }: { costs: AiCosts }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">By month</h3>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Month</TableHead>
            <TableHead className="text-right">Calls</TableHead>
            <TableHead className="text-right">Cost</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {costs.months.map((month) => (
            <TableRow key={month.month}>
              <TableHead scope="row" className="font-normal text-foreground">
                {monthName(month.month, { year: true })}
              </TableHead>
              <TableCell className="text-right">{count(month.calls)}</TableCell>
              <TableCell className="text-right">{formatCost(month.costMicros, costs.currency)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
