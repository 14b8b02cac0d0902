import * as React from 'react'
import { Navigate } from 'react-router'
import { paths } from '@/client/config/paths'
import { getBrowserStorages, resetStoredForm } from '../lib/form-storage'
import { PreparingMessage, PreparingScreen } from './preparing-screen'

/**
 * /get-started (docs/product.md#get-started): resets the stored form; a visitor goes to register, a signed-in user
 * through the Preparing screen to /onboarding?step=welcome&fresh=true (docs/decisions/011).
 * `signedIn` is undefined while the session is being checked.
 */
export function GetStarted({ signedIn }: { signedIn: boolean | undefined }) {
  React.useEffect(() => {
    resetStoredForm(getBrowserStorages())
  }, [])
  if (signedIn === undefined) return <PreparingMessage text="Preparing your onboarding experience..." />
  if (!signedIn) return <Navigate to={paths.auth.getHref('register')} replace />
  return <PreparingScreen />
}
