import * as React from 'react'
import { useNavigate } from 'react-router'
import { Spinner } from '@/client/components/ui/spinner'
import { paths } from '@/client/config/paths'
import { getBrowserStorages, resetStoredForm } from '../lib/form-storage'

export const PREPARING_DELAY_MS = 500

/** The Preparing screen (docs/product.md#get-started): resets the form, then after 500 ms opens the first step fresh. */
export function PreparingScreen() {
  const navigate = useNavigate()
  React.useEffect(() => {
    resetStoredForm(getBrowserStorages())
    const timer = setTimeout(
      () => void navigate(paths.onboarding.getHref('welcome', { fresh: true }), { replace: true }),
      PREPARING_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [navigate])
  return <PreparingMessage text="Preparing your onboarding experience" />
}

export function PreparingMessage({ text }: { text: string }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <Spinner className="size-8" label="Loading" />
      <h1 className="text-lg font-medium text-muted-foreground">{text}</h1>
    </main>
  )
}
