import { CircleAlert, CircleCheck } from 'lucide-react'
import * as React from 'react'
import type { UnsubscribeStatus } from '@/shared/schemas/suppressions'
import { PublicHeader } from '@/client/components/layouts/public-header'
import { Button } from '@/client/components/ui/button'
import { Skeleton } from '@/client/components/ui/skeleton'
import { ApiError, getErrorMessage } from '@/client/lib/api-client'
import { useUnsubscribe, useUnsubscribeStatus } from '../api/unsubscribe'

/**
 * /unsubscribe/:token, the footer link of every agent e-mail (docs/decisions/125-unsubscribe.md). Opening it changes
 * nothing, since link scanners open links too: the person confirms with the button.
 */
export function UnsubscribePage({ token }: { token: string }) {
  return (
    <div className="flex min-h-dvh flex-col">
      {/* A page for one person's eyes: never in a search engine. React 19 hoists it into the head. */}
      <meta name="robots" content="noindex, nofollow" />
      <PublicHeader />
      <main className="flex flex-1 justify-center bg-muted/40 px-4 py-10 sm:px-6">
        <div className="w-full max-w-lg">
          <Unsubscribe key={token} token={token} />
        </div>
      </main>
    </div>
  )
}

function Unsubscribe({ token }: { token: string }) {
  const status = useUnsubscribeStatus(token)
  const unsubscribe = useUnsubscribe(token)

  if (status.isPending) return <Loading />
  if (status.isError) {
    const { error } = status
    // 400 and 404 are the server's verdict on the link; anything else is worth another try.
    if (error instanceof ApiError && (error.status === 400 || error.status === 404))
      return <Problem title="This link didn't work" message={error.message} />
    return (
      <Problem
        title="We couldn't open this page"
        message={getErrorMessage(error, 'The server did not answer. Check your connection and try again.')}
        retry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    )
  }
  if (status.data.unsubscribed) return <Done status={status.data} />
  return <Confirm status={status.data} unsubscribe={unsubscribe} />
}

function Confirm({ status, unsubscribe }: { status: UnsubscribeStatus; unsubscribe: ReturnType<typeof useUnsubscribe> }) {
  return (
    <section aria-labelledby="unsubscribe-title" className="rounded-xl border bg-card p-6 shadow-sm">
      <h1 id="unsubscribe-title" className="text-title font-semibold break-words">
        Unsubscribe from {status.business}&apos;s e-mails?
      </h1>
      <p className="mt-2 text-sm break-words text-muted-foreground">
        {status.business} will stop sending e-mails to <strong className="text-foreground">{status.address}</strong> through us.
      </p>
      {unsubscribe.isError ? (
        <p role="alert" className="mt-4 flex items-start gap-2 text-sm text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {getErrorMessage(unsubscribe.error, 'That did not go through. Try again.')}
        </p>
      ) : null}
      <Button className="mt-6 w-full sm:w-auto" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
        {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
      </Button>
    </section>
  )
}

function Done({ status }: { status: UnsubscribeStatus }) {
  const titleRef = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => titleRef.current?.focus(), [])
  return (
    <section aria-labelledby="unsubscribe-done" className="rounded-xl border bg-card p-6 shadow-sm">
      <h1 id="unsubscribe-done" ref={titleRef} tabIndex={-1} className="text-title font-semibold outline-none">
        You&apos;re unsubscribed
      </h1>
      <div role="status" className="mt-4 flex items-start gap-3 rounded-lg border border-success/40 bg-success/10 p-4 text-sm">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <p className="break-words">
          {status.business} won&apos;t send e-mails to {status.address} through us any more.
        </p>
      </div>
      <p className="mt-6 text-sm text-muted-foreground">Changed your mind? Write to {status.business} and ask them to add you back.</p>
    </section>
  )
}

function Loading() {
  return (
    <div className="rounded-xl border bg-card p-6 shadow-sm" aria-busy="true">
      <span className="sr-only" role="status">
        Loading…
      </span>
      <Skeleton className="h-7 w-3/4" />
      <Skeleton className="mt-3 h-4 w-1/2" />
      <Skeleton className="mt-6 h-10 w-32" />
    </div>
  )
}

function Problem({ title, message, retry, retrying }: { title: string; message: string; retry?: () => void; retrying?: boolean }) {
  const titleRef = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => titleRef.current?.focus(), [])
  return (
    <section className="rounded-xl border bg-card p-6 shadow-sm">
      <h1 ref={titleRef} tabIndex={-1} className="text-title font-semibold outline-none">
        {title}
      </h1>
      <div role="alert" className="mt-4 flex items-start gap-3 text-sm">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <p>{message}</p>
      </div>
      {retry ? (
        <Button className="mt-6" onClick={retry} disabled={retrying}>
          {retrying ? 'Trying again…' : 'Try again'}
        </Button>
      ) : null}
    </section>
  )
}
