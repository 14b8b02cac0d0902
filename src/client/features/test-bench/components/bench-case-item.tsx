import type { BenchCase, BenchSide } from '@/shared/schemas/test-bench'
import { DraftGradeList } from '@/client/components/draft-grade-list'
import { Badge } from '@/client/components/ui/badge'
import { formatBenchCost, formatSeconds, formatTokens, VERDICT_LABELS } from '../lib/bench-format'

function Side({ title, side, currency }: { title: string; side: BenchSide; currency: string }) {
  return (
    <section aria-label={title} className="grid min-w-0 content-start gap-2 rounded-md border p-3">
      <h4 className="text-sm font-semibold">{title}</h4>
      <p className="text-xs text-muted-foreground">
        {side.writer === 'model' ? `Written by ${side.model}` : 'The template'} · {formatTokens(side.inputTokens + side.outputTokens)}{' '}
        tokens · {formatBenchCost(side.costMicros, currency)} · {formatSeconds(side.latencyMs)}
      </p>
      {side.fallbackReason ? <p className="text-xs text-muted-foreground">Template used: {side.fallbackReason}</p> : null}
      <div className="grid gap-1 rounded bg-muted/50 p-2 text-sm">
        <p className="font-medium [overflow-wrap:anywhere]">{side.subject}</p>
        <p className="[overflow-wrap:anywhere] whitespace-pre-wrap">{side.body}</p>
      </div>
      <DraftGradeList grades={side.grades} />
    </section>
  )
}

/** One replayed e-mail: its verdict in the summary line, both drafts side by side when opened. */
export function BenchCaseItem({ item, currency }: { item: BenchCase; currency: string }) {
  const what = [item.agent?.name, item.trigger].filter(Boolean).join(' · ') || 'An e-mail no longer kept'
  return (
    <li className="rounded-lg border">
      <details>
        <summary className="flex cursor-pointer flex-wrap items-center gap-2 p-3 text-sm">
          <span className="font-medium">E-mail {item.position + 1}</span>
          <span className="text-muted-foreground">{what}</span>
          {item.verdict ? (
            <Badge variant={item.verdict === 'proposed' ? 'success' : item.verdict === 'current' ? 'outline' : 'muted'}>
              {VERDICT_LABELS[item.verdict]}
              {item.decidedBy === 'graders' ? ' (by the checks)' : ''}
            </Badge>
          ) : (
            <Badge variant="muted">Not compared</Badge>
          )}
        </summary>
        <div className="grid gap-3 border-t p-3">
          {item.skipped ? <p className="text-sm text-muted-foreground">{item.skipped}</p> : null}
          {item.current && item.proposed ? (
            <div className="grid gap-3 md:grid-cols-2">
              <Side title="Current settings" side={item.current} currency={currency} />
              <Side title="Proposal" side={item.proposed} currency={currency} />
            </div>
          ) : null}
        </div>
      </details>
    </li>
  )
}
