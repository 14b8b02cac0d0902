import { LandingPage } from '@/client/features/landing/components/landing-page'

export function LandingRoute() {
  return <LandingPage />
}
