import { formatCost } from '@/shared/ai/money'
import type { BenchVerdict } from '@/shared/schemas/test-bench'

// How the test bench's figures read (docs/decisions/134-test-bench.md), one way wherever they are shown.

export const formatTokens = (tokens: number) => tokens.toLocaleString('en-US')

/** "$0.0031", or "Unknown" when a model that wrote has no price. */
export const formatBenchCost = (micros: number | null, currency: string) => (micros === null ? 'Unknown' : formatCost(micros, currency))

/** "1.2 s". */
export const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** "62%". */
export const formatShare = (share: number) => `${Math.round(share * 100)}%`

export const VERDICT_LABELS: Record<BenchVerdict, string> = {
  proposed: 'The proposal is better',
  current: 'The current settings are better',
  tie: 'Neither is better',
}
