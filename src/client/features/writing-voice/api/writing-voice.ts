import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { WritingVoiceInput, WritingVoiceView } from '@/shared/schemas/writing-voice'
import { apiRequest } from '@/client/lib/api-client'

const writingVoiceKey = ['writing-voice'] as const

/** How the business's e-mails sound (docs/decisions/131-approvals-that-teach.md). */
export function useWritingVoice() {
  return useQuery({ queryKey: writingVoiceKey, queryFn: () => apiRequest<WritingVoiceView>('GET', '/api/company/writing-voice') })
}

/** Saves the owner's voice; every agent writes with it from its next e-mail on. */
export function useSaveWritingVoice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: WritingVoiceInput) => apiRequest<WritingVoiceView>('PUT', '/api/company/writing-voice', input),
    onSuccess: (saved) => queryClient.setQueryData(writingVoiceKey, saved),
  })
}
