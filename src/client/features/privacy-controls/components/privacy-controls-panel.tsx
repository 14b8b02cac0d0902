import { PRIVACY_CONTROL_OPTIONS } from '@/shared/options/privacy-controls'
import type { User } from '@/shared/schemas/auth'
import { LoadError } from '@/client/components/errors/load-error'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { Skeleton } from '@/client/components/ui/skeleton'
import { Spinner } from '@/client/components/ui/spinner'
import { usePrivacySettings } from '../api/get-privacy-settings'
import { PrivacyControlRow } from './privacy-control-row'

/**
 * The company's four privacy controls, each saved as soon as the owner flips it; members see them without changing
 * them (docs/product.md#privacy-controls, docs/decisions/101-privacy-controls.md).
 */
export function PrivacyControlsPanel({ user }: { user: User }) {
  const privacyQuery = usePrivacySettings()
  const isOwner = user.role === 'owner'
  return (
    <section aria-labelledby="privacy-controls-heading">
      <Card>
        <CardHeader>
          <CardTitle id="privacy-controls-heading" className="text-lg">
            Privacy controls
          </CardTitle>
          <CardDescription>
            {isOwner
              ? 'They change what AgentWorks does with your business data from the moment you save. Each change is saved at once and listed below.'
              : 'They change what AgentWorks does with your business data. Each change is listed below.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {privacyQuery.isPending ? (
            <div className="grid gap-4" aria-busy="true">
              <Spinner label="Loading the privacy controls" className="sr-only" />
              {PRIVACY_CONTROL_OPTIONS.map((option) => (
                <Skeleton key={option.value} className="h-16 w-full" />
              ))}
            </div>
          ) : privacyQuery.isError ? (
            <LoadError
              what="the privacy controls"
              message={privacyQuery.error.message}
              onRetry={() => void privacyQuery.refetch()}
              retrying={privacyQuery.isFetching}
            />
          ) : (
            <ul className="divide-y" aria-label="Privacy controls">
              {PRIVACY_CONTROL_OPTIONS.map((option) => (
                <PrivacyControlRow
                  key={option.value}
                  option={option}
                  value={privacyQuery.data.controls[option.value]}
                  canChange={isOwner}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  )
}
