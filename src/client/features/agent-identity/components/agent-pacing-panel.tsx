import { useState } from 'react'
import type { User } from '@/shared/schemas/auth'
import { DRAFT_EXPIRY_CHOICES, MESSAGE_WINDOW_CHOICES, windowLabel, type AgentPacing } from '@/shared/schemas/agent-pacing'
import { QueryPanel } from '@/client/components/query-panel'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { Label } from '@/client/components/ui/label'
import { NativeSelect } from '@/client/components/ui/native-select'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { useAgentPacing, useSaveAgentPacing } from '../api/agent-pacing'

/** Settings → Agent e-mails: how often the agents write to one person, and when unreviewed drafts expire (decision 127). */
export function AgentPacingPanel({ user }: { user: User }) {
  const query = useAgentPacing()
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">How often your agents write</CardTitle>
        <CardDescription>
          What several agents want to tell one person within the window goes out as one e-mail, and nobody gets more than one e-mail from
          you in it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryPanel query={query} what="how often your agents write" loadingLabel="Loading" skeleton={['h-10 w-full', 'h-10 w-full']}>
          {(pacing) => <PacingForm pacing={pacing} canChange={user.role === 'owner'} />}
        </QueryPanel>
      </CardContent>
    </Card>
  )
}

function PacingForm({ pacing, canChange }: { pacing: AgentPacing; canChange: boolean }) {
  const [values, setValues] = useState(pacing)
  const save = useSaveAgentPacing()
  const changed = values.messageWindowMinutes !== pacing.messageWindowMinutes || values.draftExpiryDays !== pacing.draftExpiryDays
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    save.mutate(values, {
      onSuccess: () => toast({ title: 'Saved', description: 'Your agents follow this from their next e-mail on.' }),
      onError: (error) => toast({ variant: 'destructive', title: 'Not saved', description: getErrorMessage(error, 'Please try again.') }),
    })
  }
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor="message-window">One e-mail per person at most every</Label>
        <NativeSelect
          id="message-window"
          value={values.messageWindowMinutes}
          disabled={!canChange}
          onChange={(event) => setValues({ ...values, messageWindowMinutes: Number(event.target.value) })}
        >
          {MESSAGE_WINDOW_CHOICES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {windowLabel(minutes)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="draft-expiry">Drafts waiting for review expire after</Label>
        <NativeSelect
          id="draft-expiry"
          value={values.draftExpiryDays}
          disabled={!canChange}
          onChange={(event) => setValues({ ...values, draftExpiryDays: Number(event.target.value) })}
        >
          {DRAFT_EXPIRY_CHOICES.map((days) => (
            <option key={days} value={days}>
              {days} day{days === 1 ? '' : 's'}
            </option>
          ))}
        </NativeSelect>
      </div>
      {canChange ? (
        <div className="sm:col-span-2">
          <Button type="submit" disabled={!changed || save.isPending}>
            {save.isPending ? 'Saving…' : 'Save how often your agents write'}
          </Button>
        </div>
      ) : null}
    </form>
  )
}
