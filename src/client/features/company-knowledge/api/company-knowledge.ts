import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CompanyKnowledge } from '@/shared/schemas/company-knowledge'
import { apiRequest } from '@/client/lib/api-client'

const companyKnowledgeKeys = { all: ['company-knowledge'] as const }

export function companyKnowledgeQueryOptions() {
  return queryOptions({
    queryKey: companyKnowledgeKeys.all,
    queryFn: () => apiRequest<CompanyKnowledge>('GET', '/api/company/knowledge'),
  })
}

export function useCompanyKnowledge() {
  return useQuery(companyKnowledgeQueryOptions())
}

/** Saves the owner's knowledge as a whole; the answer is what the agents write from, from their next e-mail on. */
export function useSaveCompanyKnowledge() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (knowledge: CompanyKnowledge) => apiRequest<CompanyKnowledge>('PATCH', '/api/company/knowledge', knowledge),
    onSuccess: (saved) => queryClient.setQueryData(companyKnowledgeKeys.all, saved),
  })
}
