import { AI_PROVIDER_LABELS } from '@/shared/ai/providers'
import type { ProposalView } from '@/shared/schemas/test-bench'

/** What a run tries, in a line each: the model, the knowledge, the voice, the style guide. */
export function ProposalSummary({ proposal }: { proposal: ProposalView }) {
  const lines = [
    proposal.model
      ? `Model: ${proposal.model.model} (${AI_PROVIDER_LABELS[proposal.model.provider]})${proposal.model.keyHint ? `, key ending ${proposal.model.keyHint}` : ''}`
      : null,
    proposal.knowledge ? 'What your agents may say: the edited version' : null,
    proposal.voice !== undefined ? `Voice: ${proposal.voice ?? 'the product’s default'}` : null,
    proposal.guidance !== undefined ? `Style guide: ${proposal.guidance ?? 'none'}` : null,
  ].filter((line) => line !== null)
  return (
    <div className="grid gap-1 text-sm">
      <p className="font-medium">Proposed change</p>
      <ul className="grid gap-1 text-muted-foreground">
        {lines.map((line) => (
          <li key={line} className="[overflow-wrap:anywhere] whitespace-pre-wrap">
            {line}
          </li>
        ))}
      </ul>
    </div>
  )
}
