import { clsx } from 'clsx'
import { Play } from 'lucide-react'
import { FORM_SESSION_ACTIVE_KEY, FORM_START_TIME_KEY, ONBOARDING_FORM_STORAGE_KEY } from '@/shared/storage/form-storage-keys'
import { paths } from '@/client/config/paths'
import { useNavigation } from '@/client/lib/navigation'

/** Run Agents (docs/product.md#landing): a fresh form session, a recorded start time, then the demo. */
function startDemoSession() {
  try {
    window.localStorage.removeItem(ONBOARDING_FORM_STORAGE_KEY)
    window.sessionStorage.removeItem(FORM_SESSION_ACTIVE_KEY)
    window.localStorage.setItem(FORM_START_TIME_KEY, new Date().toISOString())
  } catch (error) {
    // Storage failures are logged as warnings only (docs/product.md#messages-public).
    console.warn('Could not reset the saved form', error)
  }
}

export function RunAgentsButton({ className }: { className?: string }) {
  const { navigate, prefetch } = useNavigation()
  return (
    <button
      type="button"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => {
        startDemoSession()
        navigate(paths.demo.getHref())
      }}
      className={clsx(
        'inline-flex h-12 items-center justify-center gap-2 rounded-lg px-6 text-base font-semibold text-white shadow-md transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        className,
      )}
    >
      <Play aria-hidden="true" className="size-4 fill-current" />
      Run Agents
    </button>
  )
}
