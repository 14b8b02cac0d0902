import { Monitor } from 'lucide-react'
import { useState } from 'react'
import type { AccountSession } from '@/shared/schemas/account-settings'
import { QueryPanel } from '@/client/components/query-panel'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { RelativeTime } from '@/client/components/ui/relative-time'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { useEndSession, useSessions, useSignOutEverywhere } from '../api/sessions'

const UNKNOWN_DEVICE = 'Unknown browser'

/** Where the user is signed in: this browser marked, any other signed out one by one, or all at once (docs/decisions/093). */
export function SessionsPanel() {
  const sessionsQuery = useSessions()
  return (
    <section aria-labelledby="sessions-heading">
      <Card>
        <CardHeader>
          <CardTitle id="sessions-heading" className="text-lg">
            Sessions
          </CardTitle>
          <CardDescription>The browsers signed in to your account. Sign out any you do not recognise.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <QueryPanel
            query={sessionsQuery}
            what="your sessions"
            loadingLabel="Loading sessions"
            skeleton={['h-14 w-full', 'h-14 w-full']}
            isEmpty={(sessions) => sessions.length === 0}
            empty="No sessions are open"
          >
            {(sessions) => <SessionList sessions={sessions} />}
          </QueryPanel>
          <SignOutEverywhere />
        </CardContent>
      </Card>
    </section>
  )
}

function SessionList({ sessions }: { sessions: AccountSession[] }) {
  const end = useEndSession()
  const endOne = (session: AccountSession) =>
    end.mutate(session, {
      onSuccess: () => toast({ title: 'Session signed out', description: `${session.device ?? UNKNOWN_DEVICE} is no longer signed in.` }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Could not sign it out', description: getErrorMessage(error, 'Please try again.') }),
    })
  return (
    <ul className="divide-y rounded-lg border" aria-label="Sessions">
      {sessions.map((session) => {
        const name = session.device ?? UNKNOWN_DEVICE
        const ending = end.isPending && end.variables?.id === session.id
        return (
          <li key={session.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-w-0 items-start gap-3">
              <Monitor aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <div className="grid min-w-0 gap-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  <span className="[overflow-wrap:anywhere]">{name}</span>
                  {session.current ? <Badge variant="secondary">This browser</Badge> : null}
                </p>
                <p className="text-xs text-muted-foreground">
                  Signed in <RelativeTime value={session.created_at} /> · last active <RelativeTime value={session.last_seen_at} />
                </p>
              </div>
            </div>
            {session.current ? null : (
              <Button
                variant="outline"
                size="sm"
                className="self-start sm:self-center"
                disabled={ending}
                aria-label={`Sign out ${name}, signed in ${new Date(session.created_at).toLocaleString()}`}
                onClick={() => endOne(session)}
              >
                {ending ? 'Signing out...' : 'Sign out'}
              </Button>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/** Ends every session, this one too: one step to confirm, since it signs this browser out as well. */
function SignOutEverywhere() {
  const [confirming, setConfirming] = useState(false)
  const signOut = useSignOutEverywhere()
  const onConfirm = () =>
    signOut.mutate(undefined, {
      onSuccess: () => toast({ title: 'Signed out everywhere', description: 'Every session has ended. Sign in again to continue.' }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Could not sign out everywhere', description: getErrorMessage(error, 'Please try again.') }),
    })
  if (!confirming)
    return (
      <Button variant="outline" className="justify-self-start" onClick={() => setConfirming(true)}>
        Sign out everywhere
      </Button>
    )
  return (
    <div role="group" aria-labelledby="sign-out-everywhere-question" className="grid gap-3 rounded-lg border border-danger/40 p-4">
      <p id="sign-out-everywhere-question" className="text-sm">
        Sign out of every browser, this one included? You will need your password to sign in again.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="destructive" disabled={signOut.isPending} onClick={onConfirm} autoFocus>
          {signOut.isPending ? 'Signing out...' : 'Yes, sign out everywhere'}
        </Button>
        <Button variant="outline" disabled={signOut.isPending} onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </div>
    </div>
  )
}
