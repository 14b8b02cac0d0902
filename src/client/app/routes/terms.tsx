import { Terms } from '@/client/features/legal/components/terms'

export function TermsRoute() {
  return <Terms />
}
