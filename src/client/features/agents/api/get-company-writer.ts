import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CompanyAiSettings } from '@/shared/ai/settings'
import { apiRequest } from '@/client/lib/api-client'

// Settings → AI's key (features/ai-settings/api/query-keys.ts): one cache entry for the same answer, so the dashboard
// shows the new writer after a save there. A feature does not import another, hence the copy.
const AI_SETTINGS_KEY = ['ai-settings'] as const

export function getCompanyWriter() {
  return apiRequest<CompanyAiSettings>('GET', '/api/company/ai')
}

export function companyWriterQueryOptions() {
  return queryOptions({ queryKey: AI_SETTINGS_KEY, queryFn: getCompanyWriter, select: (settings) => settings.writer })
}

/** Who writes the company's agents' e-mails now, a model or the templates, and why (docs/decisions/106-ai-writing.md). */
export function useCompanyWriter() {
  return useQuery(companyWriterQueryOptions())
}
