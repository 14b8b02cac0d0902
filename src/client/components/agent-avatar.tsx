import { Bot } from 'lucide-react'
import { useState } from 'react'
import { getAgentAvatarUrl } from '@/shared/agents/catalogue'
import { cn } from '@/client/lib/cn'

/**
 * The agent's hand-made SVG (src/client/public/agents); a neutral placeholder when it fails to load
 * (docs/product.md#agent-catalogue). Decorative: the agent's name is always written next to it.
 */
export function AgentAvatar({ catalogueId, className }: { catalogueId: string; className?: string }) {
  const [failed, setFailed] = useState(false)
  const box = cn('size-10 shrink-0 rounded-full', className)
  if (failed) {
    return (
      <span
        data-testid="agent-avatar-placeholder"
        aria-hidden="true"
        className={cn(box, 'flex items-center justify-center bg-muted text-muted-foreground')}
      >
        <Bot className="size-1/2" />
      </span>
    )
  }
  return <img src={getAgentAvatarUrl(catalogueId)} alt="" className={box} onError={() => setFailed(true)} />
}
