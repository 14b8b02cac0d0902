import { CircleAlert } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/client/components/ui/button'
import { paths } from '@/client/config/paths'
import { useSignedIn } from '@/client/hooks/use-signed-in'

/**
 * The not-found page (docs/product.md#not-found): a centred card on a light background, with a way back: home, and
 * the workspace for a signed-in user (docs/decisions/092).
 */
export function NotFound() {
  const signedIn = useSignedIn()
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted p-4">
      <div className="w-full max-w-md rounded-xl border bg-card p-8 shadow-sm">
        <div className="flex items-center gap-3">
          <CircleAlert aria-hidden="true" className="size-8 shrink-0 text-danger" />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        <div className="mt-6 flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={paths.home.getHref()}>Back to home</Link>
          </Button>
          {signedIn ? (
            <Button asChild>
              <Link to={paths.app.getHref()}>Go to workspace</Link>
            </Button>
          ) : null}
        </div>
      </div>
    </main>
  )
}
