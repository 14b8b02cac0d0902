import { PRIVACY_CONTROL_OPTIONS } from '@/shared/options/privacy-controls'
import type { User } from '@/shared/schemas/auth'
import { QueryPanel } from '@/client/components/query-panel'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
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
          <QueryPanel
            query={privacyQuery}
            what="the privacy controls"
            loadingLabel="Loading the privacy controls"
            loadingClassName="grid gap-4"
            skeleton={PRIVACY_CONTROL_OPTIONS.map(() => 'h-16 w-full')}
          >
            {(privacy) => (
              <ul className="divide-y" aria-label="Privacy controls">
                {PRIVACY_CONTROL_OPTIONS.map((option) => (
                  <PrivacyControlRow key={option.value} option={option} value={privacy.controls[option.value]} canChange={isOwner} />
                ))}
              </ul>
            )}
          </QueryPanel>
        </CardContent>
      </Card>
    </section>
  )
}
