import { TRUST_LEVEL_LABELS, type TrustChange } from '@/shared/schemas/trust-ladder'
import { RelativeTime } from '@/client/components/ui/relative-time'

/** Every move of the agent on the ladder, newest first: who (or the product) and when, and why an automatic one. */
export function TrustHistory({ changes }: { changes: TrustChange[] }) {
  if (changes.length === 0) return <p className="text-sm text-muted-foreground">No changes yet. Writing agents start in Review.</p>
  return (
    <ol className="grid gap-2 text-sm" aria-label="Trust level changes">
      {changes.map((change) => (
        <li key={change.id} className="grid gap-0.5 rounded-md border p-2">
          <span>
            {TRUST_LEVEL_LABELS[change.from_level]} → <strong>{TRUST_LEVEL_LABELS[change.to_level]}</strong>{' '}
            {change.automatic ? 'automatically' : `by ${change.changed_by_name}`},{' '}
            <RelativeTime value={change.created_at} className="text-muted-foreground" />
          </span>
          {change.reason ? <span className="text-muted-foreground">{change.reason}</span> : null}
        </li>
      ))}
    </ol>
  )
}
