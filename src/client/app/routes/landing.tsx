import * as React from 'react'
import { useNavigate } from 'react-router'
import { LandingPage } from '@/client/features/landing/components/landing-page'
import { NavigationProvider } from '@/client/lib/navigation'

/** The landing page inside the router: reached by client-side navigation (a Logo link, Back) once the app is loaded. */
export function LandingRoute() {
  const navigate = useNavigate()
  // The router is already here: nothing to prefetch.
  const navigation = React.useMemo(() => ({ navigate: (to: string) => void navigate(to), prefetch: () => {} }), [navigate])
  return (
    <NavigationProvider value={navigation}>
      <LandingPage />
    </NavigationProvider>
  )
}
