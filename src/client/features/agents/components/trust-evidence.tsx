import { Check, X } from 'lucide-react'
import { PROMOTION_RULE, type TrustEvidence } from '@/shared/schemas/trust-ladder'

/**
 * The evidence a move to Autopilot rests on, each line with whether it holds (docs/decisions/130-trust-ladder.md). The
 * marks are icons with words beside them, so colour is never the only signal.
 */
export function TrustEvidenceList({ evidence }: { evidence: TrustEvidence }) {
  const share = evidence.reviewed ? Math.round((evidence.approved_unedited / evidence.reviewed) * 100) : 0
  const lines = [
    {
      holds: evidence.reviewed >= PROMOTION_RULE.minReviewed,
      text: `${evidence.reviewed} e-mails reviewed in the last ${PROMOTION_RULE.windowDays} days (at least ${PROMOTION_RULE.minReviewed} needed)`,
    },
    {
      holds: evidence.reviewed > 0 && evidence.approved_unedited >= evidence.reviewed * PROMOTION_RULE.minApprovedUneditedShare,
      text: evidence.reviewed
        ? `${share}% approved without a change (at least ${PROMOTION_RULE.minApprovedUneditedShare * 100}% needed)`
        : `None approved without a change yet (at least ${PROMOTION_RULE.minApprovedUneditedShare * 100}% needed)`,
    },
    {
      holds: evidence.refusals_recent === 0,
      text: `${evidence.refusals_recent} refused by the checks in its last ${PROMOTION_RULE.refusalWindow} e-mails (none allowed)`,
    },
  ]
  return (
    <ul className="grid gap-1 text-sm" aria-label="Evidence for Autopilot">
      {lines.map((line) => (
        <li key={line.text} className="flex items-start gap-2">
          {line.holds ? (
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          ) : (
            <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          )}
          <span>
            <span className="sr-only">{line.holds ? 'Met: ' : 'Not met: '}</span>
            {line.text}
          </span>
        </li>
      ))}
    </ul>
  )
}
