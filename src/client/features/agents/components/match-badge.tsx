import { getMatchLabel } from '@/shared/agents/rank-agents'
import { Badge } from '@/client/components/ui/badge'

/** Match labels by position, 0 Priority, 1 Strong, the rest Good (docs/product.md#recommendation-view). */
export function MatchBadge({ index }: { index: number }) {
  const variant = index === 0 ? 'default' : index === 1 ? 'secondary' : 'muted'
  return <Badge variant={variant}>{getMatchLabel(index)}</Badge>
}
