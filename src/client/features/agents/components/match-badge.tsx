import { getMatchLabel } from '@/shared/agents/rank-agents'
import { Badge } from '@/client/components/ui/badge'

/** Spec 000 §9 Match labels: by position, 0 Priority, 1 Strong, the rest Good. */
export function MatchBadge({ index }: { index: number }) {
  const variant = index === 0 ? 'default' : index === 1 ? 'secondary' : 'muted'
  return <Badge variant={variant}>{getMatchLabel(index)}</Badge>
}
