import { paths } from '@/client/config/paths'
import { useSearchParams } from '@/client/lib/navigation'
import { readNextPath } from '@/client/lib/next-path'

/**
 * Where signing in or registering leads: the page the visitor asked for (`?next=`, set by RequireUser) when it is a page
 * of this site, else /redirect-to-onboarding (docs/decisions/094). `next` is the checked value, for links that keep it.
 */
export function useNextPath() {
  const [searchParams] = useSearchParams()
  const next = readNextPath(searchParams.get('next'), window.location.origin)
  return { next, afterSignIn: next ?? paths.redirectToOnboarding.getHref() }
}
