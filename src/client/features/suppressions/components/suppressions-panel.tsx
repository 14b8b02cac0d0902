import { MailX } from 'lucide-react'
import type { User } from '@/shared/schemas/auth'
import { getOptionLabel } from '@/shared/options/option-list'
import { SUPPRESSION_REASON_OPTIONS } from '@/shared/options/suppression-reasons'
import type { Suppression, SuppressionList } from '@/shared/schemas/suppressions'
import { QueryPanel } from '@/client/components/query-panel'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/client/components/ui/alert-dialog'
import { Button } from '@/client/components/ui/button'
import { buttonVariants } from '@/client/components/ui/button-variants'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { DialogFooter } from '@/client/components/ui/dialog'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { useRemoveSuppression, useSuppressions } from '../api/suppressions'
import { AddSuppressionForm } from './add-suppression-form'

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

/**
 * Settings → Privacy: the addresses the company's agents never write to (docs/decisions/125-unsubscribe.md). Everyone
 * sees them; the owner adds and removes them.
 */
export function SuppressionsPanel({ user }: { user: User }) {
  const query = useSuppressions()
  const canChange = user.role === 'owner'
  return (
    <section aria-labelledby="suppressions-heading">
      <Card>
        <CardHeader>
          <CardTitle id="suppressions-heading" className="text-lg">
            Addresses your agents don&apos;t write to
          </CardTitle>
          <CardDescription>
            People who unsubscribed from your agents&apos; e-mails, whose mail bounced, or whom you added. Your agents skip them, and each
            run says so.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {canChange ? <AddSuppressionForm /> : null}
          <QueryPanel
            query={query}
            what="the addresses your agents don't write to"
            loadingLabel="Loading addresses"
            skeleton={['h-10 w-full', 'h-10 w-full']}
            isEmpty={(list) => list.total === 0}
            empty="No addresses yet. When someone unsubscribes, they appear here."
          >
            {(list) => <SuppressionTable list={list} canChange={canChange} />}
          </QueryPanel>
        </CardContent>
      </Card>
    </section>
  )
}

function SuppressionTable({ list, canChange }: { list: SuppressionList; canChange: boolean }) {
  return (
    <div className="grid gap-3">
      <ul className="divide-y rounded-lg border" aria-label="Addresses your agents don't write to">
        {list.suppressions.map((row) => (
          <li key={row.address} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="flex items-center gap-2 text-sm font-medium">
                <MailX aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 wrap-anywhere">{row.address}</span>
              </p>
              <p className="mt-1 text-xs text-muted-foreground">
                {getOptionLabel(SUPPRESSION_REASON_OPTIONS, row.reason)} · {dateFormat.format(new Date(row.created_at))}
              </p>
            </div>
            {canChange ? <RemoveButton row={row} /> : null}
          </li>
        ))}
      </ul>
      {list.total > list.suppressions.length ? (
        <p className="text-xs text-muted-foreground">
          Showing the newest {list.suppressions.length} of {list.total}. Your company export holds them all.
        </p>
      ) : null}
    </div>
  )
}

function RemoveButton({ row }: { row: Suppression }) {
  const removeMutation = useRemoveSuppression()
  const remove = () =>
    removeMutation.mutate(row.address, {
      onSuccess: () => toast({ title: 'Address removed', description: `Your agents may write to ${row.address} again.` }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Could not remove it', description: getErrorMessage(error, 'Try again.') }),
    })
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          disabled={removeMutation.isPending}
          aria-label={`Remove ${row.address}`}
          className="self-start sm:self-auto"
        >
          {removeMutation.isPending ? 'Removing…' : 'Remove'}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Let your agents write to {row.address} again?</AlertDialogTitle>
        <AlertDialogDescription>
          {row.reason === 'unsubscribed'
            ? 'This person unsubscribed. Remove them only if they asked you to write to them again.'
            : 'Your agents may e-mail this address again from their next run.'}
        </AlertDialogDescription>
        <DialogFooter>
          <AlertDialogCancel className={buttonVariants({ variant: 'outline' })}>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={remove}>
            Remove
          </AlertDialogAction>
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
