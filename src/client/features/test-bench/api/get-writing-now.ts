import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AgentGuidanceView } from '@/shared/schemas/agent-guidance'
import type { WritingVoiceView } from '@/shared/schemas/writing-voice'
import { apiRequest } from '@/client/lib/api-client'
import { testBenchKeys } from './query-keys'

export type WritingNow = { voice: string | null; guidance: string | null }

/** What a proposal starts from: the company's voice and, on an agent's page, the agent's style guide. */
export async function getWritingNow(agentId: string | null): Promise<WritingNow> {
  const [voice, guidance] = await Promise.all([
    apiRequest<WritingVoiceView>('GET', '/api/company/writing-voice'),
    agentId ? apiRequest<AgentGuidanceView>('GET', `/api/agents/${encodeURIComponent(agentId)}/guidance`) : null,
  ])
  return { voice: voice.voice, guidance: guidance?.guidance ?? null }
}

export function writingNowQueryOptions(agentId: string | null) {
  return queryOptions({ queryKey: testBenchKeys.writingNow(agentId), queryFn: () => getWritingNow(agentId) })
}

export function useWritingNow(agentId: string | null) {
  return useQuery(writingNowQueryOptions(agentId))
}
