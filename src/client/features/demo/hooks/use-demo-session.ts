import * as React from 'react'
import type { DemoFormStore } from '@/shared/storage/demo-form-store'
import { FORM_SESSION_ACTIVE_KEY, ONBOARDING_FORM_STORAGE_KEY } from '@/shared/storage/form-storage-keys'

function warn(message: string, error: unknown) {
  // Saving to browser storage may fail; that is a warning only (docs/product.md#messages-public).
  console.warn(message, error)
}

/**
 * The form store of the demo (docs/product.md#demo-form-store), kept in React and mirrored to localStorage under the
 * onboarding key. Entering the flow clears the stored form session and marks one active (docs/product.md#demo-flow).
 */
export function useDemoSession() {
  const [store, setStore] = React.useState<DemoFormStore | null>(null)

  React.useEffect(() => {
    try {
      window.localStorage.removeItem(ONBOARDING_FORM_STORAGE_KEY)
      window.sessionStorage.setItem(FORM_SESSION_ACTIVE_KEY, 'true')
    } catch (error) {
      warn('Could not start the form session', error)
    }
  }, [])

  const saveStore = React.useCallback((next: DemoFormStore) => {
    setStore(next)
    try {
      window.localStorage.setItem(ONBOARDING_FORM_STORAGE_KEY, JSON.stringify(next))
    } catch (error) {
      warn('Could not save the form', error)
    }
  }, [])

  return { store, saveStore }
}
