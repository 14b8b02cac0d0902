import { TriangleAlert } from 'lucide-react'
import type { User } from '@/shared/schemas/auth'
import { COMPANY_ERASE_GRACE_DAYS } from '@/shared/schemas/company-erasure'
import { QueryPanel } from '@/client/components/query-panel'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { useCancelCompanyErasure } from '../api/cancel-company-erasure'
import { useCompanyErasure } from '../api/get-company-erasure'
import { EraseCompanyDialog } from './erase-company-dialog'
import { formatEraseDate } from './format-erase-date'

/**
 * The Danger zone of Settings → Company (docs/product.md#company-erase): the owner schedules the company's erasure or
 * cancels it; everyone sees when it is due.
 */
export function CompanyEraseCard({ user }: { user: User }) {
  const erasureQuery = useCompanyErasure(user)
  const cancel = useCancelCompanyErasure()
  const isOwner = user.role === 'owner'
  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast({ title: 'Erasure cancelled', description: 'Nothing will be deleted. Every member is e-mailed.' }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Could not cancel the erasure', description: getErrorMessage(error, 'Please try again.') }),
    })

  return (
    <section aria-labelledby="danger-zone-heading">
      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle id="danger-zone-heading" className="text-lg">
            Danger zone
          </CardTitle>
          <CardDescription>
            Erasing the company deletes all of its data and every member&apos;s account, {COMPANY_ERASE_GRACE_DAYS} days after the owner
            asks.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QueryPanel
            query={erasureQuery}
            what="whether an erasure is scheduled"
            loadingLabel="Loading the company's erasure"
            skeleton={['h-10 w-full']}
          >
            {({ erasure, company_name: companyName }) =>
              erasure ? (
                <div className="grid gap-4">
                  <p className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm">
                    <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
                    <span>
                      <span className="font-medium">This company will be erased on {formatEraseDate(erasure.due_at)}.</span>{' '}
                      {isOwner ? 'Cancel it to keep everything as it is.' : 'Only the owner can cancel it.'}
                    </span>
                  </p>
                  {isOwner ? (
                    <Button variant="outline" className="justify-self-start" onClick={onCancel} disabled={cancel.isPending}>
                      {cancel.isPending ? 'Cancelling...' : 'Cancel erasure'}
                    </Button>
                  ) : null}
                </div>
              ) : isOwner ? (
                <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
                  <p className="text-sm text-muted-foreground">
                    Every member is e-mailed when you ask, and you can cancel during the {COMPANY_ERASE_GRACE_DAYS} days.
                  </p>
                  <EraseCompanyDialog companyName={companyName} />
                </div>
              ) : (
                <p className="text-sm text-muted-foreground">No erasure is scheduled. Only the owner can erase the company.</p>
              )
            }
          </QueryPanel>
        </CardContent>
      </Card>
    </section>
  )
}
