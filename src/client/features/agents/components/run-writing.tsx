import { Link } from 'react-router'
import { formatCost } from '@/shared/ai/money'
import type { AgentRun } from '@/shared/schemas/agents'
import { DraftGradeList } from '@/client/components/draft-grade-list'
import { paths } from '@/client/config/paths'
import { useCostCurrency } from '../api/get-cost-currency'

/**
 * How a language model wrote the run's e-mail (docs/decisions/106-ai-writing.md): the writer, model, tokens and time,
 * why the template was used instead when it was, the prompt as sent, and the draft in Approvals.
 */
export function RunWriting({ writing }: { writing: NonNullable<AgentRun['writing']> }) {
  const currency = useCostCurrency().data
  const tokens = (writing.input_tokens ?? 0) + (writing.output_tokens ?? 0)
  // What the run's calls cost (docs/decisions/132-cost-in-money.md); unknown when the price table has no price for its model.
  const cost =
    writing.provider && currency ? (writing.cost_micros !== null ? formatCost(writing.cost_micros, currency) : 'cost unknown') : null
  const line =
    writing.status === 'writing'
      ? `${writing.model ?? 'The model'} is writing the e-mail`
      : [
          writing.writer === 'model' ? `Written by ${writing.model}` : 'Written from the template',
          writing.provider ? `${tokens.toLocaleString('en-US')} tokens` : null,
          writing.latency_ms !== null ? `${(writing.latency_ms / 1000).toFixed(1)} s` : null,
          cost,
        ]
          .filter(Boolean)
          .join(' · ')
  return (
    <div className="mt-3 grid gap-2 border-t pt-3">
      <p className="text-xs">
        {line}
        {writing.fallback_reason ? `: ${writing.fallback_reason}` : null} ·{' '}
        <Link to={paths.approvalDetail.getHref(writing.draft_id)} className="text-primary underline underline-offset-4 hover:no-underline">
          Open the draft
        </Link>
      </p>
      {writing.grades ? (
        <div className="grid gap-1">
          <p className="text-xs font-medium">Checks on the text as it was written</p>
          <DraftGradeList grades={writing.grades} />
        </div>
      ) : null}
      {writing.prompt ? (
        <details>
          <summary className="cursor-pointer text-xs text-muted-foreground">Prompt sent to the model</summary>
          <pre className="mt-2 max-h-80 overflow-auto rounded-md bg-muted p-2 font-mono text-xs break-words whitespace-pre-wrap">
            {`${writing.prompt.system}\n\n${writing.prompt.user}`}
          </pre>
        </details>
      ) : null}
    </div>
  )
}
