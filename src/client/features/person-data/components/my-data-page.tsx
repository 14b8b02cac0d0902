import { CircleAlert, CircleCheck } from 'lucide-react'
import * as React from 'react'
import type { PersonDataLookup } from '@/shared/schemas/person-data'
import { PublicHeader } from '@/client/components/layouts/public-header'
import { Button } from '@/client/components/ui/button'
import { Skeleton } from '@/client/components/ui/skeleton'
import { ApiError, getErrorMessage } from '@/client/lib/api-client'
import { useDeletePersonData } from '../api/delete-person-data'
import { useLookupPersonData } from '../api/lookup-person-data'
import { useLinkToken } from '../hooks/use-link-token'
import { DeleteDataDialog } from './delete-data-dialog'
import { PERSON_DATA_LABELS } from './person-data-kinds'

const NO_TOKEN = 'This page opens from the link at the bottom of an e-mail we sent you. Open it from the e-mail.'
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })
const formatDate = (iso: string) => dateFormat.format(new Date(iso))

/** /my-data?token=…: what the product holds about the address the link was sent to, and its deletion (docs/product.md#my-data). */
export function MyDataPage() {
  const token = useLinkToken()
  return (
    <div className="flex min-h-dvh flex-col">
      {/* A page for one person's eyes: never in a search engine. React 19 hoists it into the head. */}
      <meta name="robots" content="noindex, nofollow" />
      <PublicHeader />
      <main className="flex flex-1 justify-center bg-muted/40 px-4 py-10 sm:px-6">
        <div className="w-full max-w-2xl">
          {token ? <PersonData key={token} token={token} /> : <Problem title="This link didn't work" message={NO_TOKEN} />}
        </div>
      </main>
    </div>
  )
}

function PersonData({ token }: { token: string }) {
  const lookup = useLookupPersonData(token)
  const deletion = useDeletePersonData(token)

  if (deletion.isSuccess) return <Deleted removed={deletion.data.removed} email={deletion.data.email} />
  if (lookup.isPending) return <Loading />
  if (lookup.isError) {
    const { error } = lookup
    // 400 is the server's verdict on the link (invalid or expired); anything else is worth another try.
    if (error instanceof ApiError && error.status === 400) return <Problem title="This link didn't work" message={error.message} />
    return (
      <Problem
        title="We couldn't load your data"
        message={getErrorMessage(error, 'The server did not answer. Check your connection and try again.')}
        retry={() => void lookup.refetch()}
        retrying={lookup.isFetching}
      />
    )
  }
  return <Holdings data={lookup.data} deletion={deletion} />
}

function Holdings({ data, deletion }: { data: PersonDataLookup; deletion: ReturnType<typeof useDeletePersonData> }) {
  const held = data.kinds.filter((kind) => kind.count > 0)
  return (
    <section aria-labelledby="my-data-title" className="rounded-xl border bg-card p-6 shadow-sm">
      <h1 id="my-data-title" className="text-title font-semibold">
        The data we hold about you
      </h1>
      <p className="mt-2 text-sm break-words text-muted-foreground">
        For <strong className="text-foreground">{data.email}</strong>. This link works until {formatDate(data.link_expires_at)}.
      </p>
      {held.length === 0 ? (
        <p className="mt-6 rounded-lg border bg-muted/40 p-4 text-sm">We hold nothing about this address.</p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {held.map((kind) => (
            <li key={kind.kind} className="rounded-lg border p-4">
              <div className="flex items-baseline justify-between gap-3">
                <h2 className="font-medium">{PERSON_DATA_LABELS[kind.kind].title}</h2>
                <span className="shrink-0 text-sm font-semibold tabular-nums">{kind.count}</span>
              </div>
              <p className="mt-1 text-sm text-muted-foreground">{PERSON_DATA_LABELS[kind.kind].description}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {describeDates(kind.first_at, kind.last_at)}
                {kind.companies ? ` · held by ${kind.companies} ${kind.companies === 1 ? 'company' : 'companies'}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
      {data.has_account ? (
        <p className="mt-4 text-sm text-muted-foreground">
          This address also signs in to an account. Your account and its workspace are removed from the account’s settings, not here.
        </p>
      ) : null}
      {held.length > 0 ? (
        <div className="mt-6 grid gap-3">
          {deletion.isError ? (
            <p role="alert" className="flex items-start gap-2 text-sm text-danger">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {getErrorMessage(deletion.error, 'The deletion did not go through. Try again.')}
            </p>
          ) : null}
          <DeleteDataDialog email={data.email} pending={deletion.isPending} onConfirm={() => deletion.mutate()} />
        </div>
      ) : null}
    </section>
  )
}

function describeDates(first: string | null, last: string | null): string {
  if (!first || !last) return ''
  const [from, to] = [formatDate(first), formatDate(last)]
  return from === to ? `On ${from}` : `From ${from} to ${to}`
}

function Deleted({ email, removed }: { email: string; removed: { kind: keyof typeof PERSON_DATA_LABELS; count: number }[] }) {
  const titleRef = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => titleRef.current?.focus(), [])
  const gone = removed.filter((item) => item.count > 0)
  return (
    <section aria-labelledby="my-data-done" className="rounded-xl border bg-card p-6 shadow-sm">
      <h1 id="my-data-done" ref={titleRef} tabIndex={-1} className="text-title font-semibold outline-none">
        Your data is deleted
      </h1>
      <div role="status" className="mt-4 flex items-start gap-3 rounded-lg border border-success/40 bg-success/10 p-4 text-sm">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <p className="break-words">We no longer hold anything that names {email}.</p>
      </div>
      {gone.length > 0 ? (
        <>
          <h2 className="mt-6 font-medium">What was removed</h2>
          <ul className="mt-2 grid gap-1 text-sm">
            {gone.map((item) => (
              <li key={item.kind} className="flex justify-between gap-3">
                <span>{PERSON_DATA_LABELS[item.kind].title}</span>
                <span className="tabular-nums">{item.count}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-6 text-sm text-muted-foreground">
        If a company or we e-mail you again later, that e-mail has a new link to this page.
      </p>
    </section>
  )
}

function Loading() {
  return (
    <div className="rounded-xl border bg-card p-6 shadow-sm" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your data…
      </span>
      <Skeleton className="h-7 w-2/3" />
      <Skeleton className="mt-3 h-4 w-1/2" />
      <Skeleton className="mt-6 h-20 w-full" />
      <Skeleton className="mt-3 h-20 w-full" />
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
