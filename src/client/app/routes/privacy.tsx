import { PrivacyPolicy } from '@/client/features/legal/components/privacy-policy'

export function PrivacyRoute() {
  return <PrivacyPolicy />
}
