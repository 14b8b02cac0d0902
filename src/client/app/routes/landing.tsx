import { LandingPage } from '@/client/features/landing/components/landing-page'

/** The landing page inside the router: reached by client-side navigation (a Logo link, Back) once the app is loaded. */
export function LandingRoute() {
  return <LandingPage />
}
