import { cn } from '@/client/lib/cn'
import { getHealthTone } from '../lib/agent-display'

const HEALTH_CLASS = { good: 'text-success', fair: 'text-amber-700 dark:text-amber-400', poor: 'text-danger' } as const

/** Health in percent, green at 90 or above, yellow 70-89, red below 70 (docs/product.md#dashboard). */
export function AgentHealth({ health, className }: { health: number; className?: string }) {
  return <span className={cn('font-medium tabular-nums', HEALTH_CLASS[getHealthTone(health)], className)}>{health}%</span>
}
