import { queryOptions, useQuery } from '@tanstack/react-query'
import type { User } from '@/shared/schemas/auth'
import type { EmailStatus } from '@/shared/schemas/email-status'
import { apiRequest } from '@/client/lib/api-client'
import { emailStatusKeys } from './query-keys'

export function getEmailStatus() {
  return apiRequest<EmailStatus>('GET', '/api/company/email-status')
}

export function emailStatusQueryOptions(user: Pick<User, 'company_id'>) {
  return queryOptions({
    queryKey: emailStatusKeys.all,
    queryFn: getEmailStatus,
    // The status is the company's: a user without one has nothing to count.
    enabled: Boolean(user.company_id),
  })
}

export function useEmailStatus(user: Pick<User, 'company_id'>) {
  return useQuery(emailStatusQueryOptions(user))
}
