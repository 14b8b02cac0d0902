import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DemoSlotsResponse } from '@/shared/schemas/demo-booking'
import { apiRequest } from '@/client/lib/api-client'
import { demoKeys } from './query-keys'

export function getSlots(date: string, timeZone: string) {
  const query = new URLSearchParams({ date, time_zone: timeZone })
  return apiRequest<DemoSlotsResponse>('GET', `/api/demo/slots?${query}`)
}

export function slotsQueryOptions(date: string, timeZone: string) {
  return queryOptions({ queryKey: demoKeys.slots(date, timeZone), queryFn: () => getSlots(date, timeZone), staleTime: 0 })
}

export function useSlots(date: string | undefined, timeZone: string) {
  return useQuery({ ...slotsQueryOptions(date ?? '', timeZone), enabled: Boolean(date) })
}
