import * as React from 'react'
import { Outlet, matchRoutes, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router'
import { AppErrorBoundary } from '@/client/components/errors/error-fallback'
import { PageSpinner } from '@/client/components/ui/spinner'
import { setPageMeta, type PageMeta } from '@/client/hooks/use-page-meta'
import { NavigationProvider, type Navigation } from '@/client/lib/navigation'
import { useScrollRestoration } from './use-scroll-restoration'

// How the route table of router.tsx is loaded and rendered (docs/decisions/099): react-router's declarative router,
// each page a `React.lazy` component that the root layout starts loading as soon as its route matches.

/** A route of the app: a lazily loaded page (`page`) or a fixed element, and what its `handle` tells the layout. */
export type AppRoute = {
  path?: string
  page?: () => Promise<React.ComponentType>
  element?: React.ReactNode
  handle?: { meta?: PageMeta }
  children?: AppRoute[]
}
type RouteHandle = { meta?: PageMeta; load?: () => Promise<unknown> }

/** A route's title and description (docs/decisions/086), for its `handle`. */
export const pageMeta = (title: string, description: string): { meta: PageMeta } => ({ meta: { title, description } })

/**
 * A page whose code loads on first use. Once loaded it renders at once, without suspending: the first render (after
 * main.tsx has loaded the page) and later visits show no fallback, and React's pause before it reveals a suspended
 * page does not apply.
 */
function createLazyPage(page: () => Promise<React.ComponentType>) {
  let Loaded: React.ComponentType | undefined
  const load = () => page().then((Component) => (Loaded = Component))
  const Lazy = React.lazy(() => load().then((Component) => ({ default: Component })))
  function Page() {
    // Fixed for the life of this element, so a page shown through Lazy is not mounted again once Loaded is set.
    const [Component] = React.useState(() => Loaded ?? Lazy)
    return <Component />
  }
  return { Page, load }
}

function toRouteObject({ path, page, element, handle, children }: AppRoute): RouteObject {
  const lazyPage = page ? createLazyPage(page) : undefined
  return {
    path,
    element: lazyPage ? <lazyPage.Page /> : element,
    handle: { ...handle, load: lazyPage?.load } satisfies RouteHandle,
    children: children?.map(toRouteObject),
  }
}

/**
 * The router of a route table, under one root layout: `AppRoutes` renders it (inside a `<BrowserRouter>`), and
 * `preloadRoute` loads the code of every page that a path matches.
 */
export function createLazyRouter(table: AppRoute[]) {
  const routes = [{ element: <RootLayout />, children: table }].map(toRouteObject)
  const handlesOf = (pathname: string) => (matchRoutes(routes, pathname) ?? []).map((match) => match.route.handle as RouteHandle)

  /** Loads the code of every page that `to` matches (a path, maybe with a query or hash); resolves once it is there. */
  function preloadRoute(to: string): Promise<unknown> {
    const pathname = new URL(to, window.location.origin).pathname
    return Promise.all(handlesOf(pathname).map((handle) => handle.load?.()))
  }

  /**
   * The deepest matched route's title and description (docs/decisions/086), written in a layout effect: it runs before
   * any page's own usePageMeta, which therefore wins.
   */
  function usePageMetaOfRoute(pathname: string) {
    const meta = handlesOf(pathname).findLast((handle) => handle.meta)?.meta
    const title = meta?.title
    const description = meta?.description
    React.useLayoutEffect(() => {
      if (title && description) setPageMeta({ title, description })
    }, [title, description])
  }

  function RootLayout() {
    const navigate = useNavigate()
    const location = useLocation()
    // Every matched page starts loading now, the layout's and the page's together, not one after the other. A failed
    // load is not lost: the page's lazy component meets the same error and shows it in the boundary below.
    preloadRoute(location.pathname).catch(() => {})
    usePageMetaOfRoute(location.pathname)
    useScrollRestoration()
    // Links of the pages that also run without the router (AppLink, docs/decisions/023) navigate through it here;
    // the router is already loaded, so there is nothing to prefetch.
    const navigation = React.useMemo<Navigation>(
      () => ({ navigate: (to, options) => void navigate(to, options), prefetch: () => {}, search: location.search }),
      [navigate, location.search],
    )
    return (
      <NavigationProvider value={navigation}>
        {/* A page that fails (its code did not load, or it threw) shows the error fallback until the next page. */}
        <AppErrorBoundary key={location.pathname}>
          <React.Suspense fallback={<PageSpinner />}>
            <Outlet />
          </React.Suspense>
        </AppErrorBoundary>
      </NavigationProvider>
    )
  }

  function AppRoutes() {
    return useRoutes(routes)
  }

  return { AppRoutes, preloadRoute }
}
