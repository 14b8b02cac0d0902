import { History } from 'lucide-react'
import { describePrivacyChange } from '@/shared/options/privacy-controls'
import type { PrivacyChange } from '@/shared/schemas/privacy'
import { QueryPanel } from '@/client/components/query-panel'
import { Badge } from '@/client/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { RelativeTime } from '@/client/components/ui/relative-time'
import { usePrivacySettings } from '../api/get-privacy-settings'

const SOURCE_LABELS: Record<PrivacyChange['source'], string> = {
  questionnaire: 'Questionnaire',
  settings: 'Settings page',
  aiSettings: 'AI settings',
}

/** Every change of the privacy controls, newest first: who, when, what from → to, and where (decision 101). */
export function PrivacyHistory() {
  const privacyQuery = usePrivacySettings()
  return (
    <section aria-labelledby="privacy-history-heading">
      <Card>
        <CardHeader>
          <CardTitle id="privacy-history-heading" className="text-lg">
            Change history
          </CardTitle>
          <CardDescription>Every change of the controls, newest first, from the questionnaire, this page or AI settings.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <QueryPanel
            query={privacyQuery}
            what="the change history"
            loadingLabel="Loading the change history"
            skeleton={['h-12 w-full', 'h-12 w-full']}
            isEmpty={(privacy) => privacy.history.length === 0}
            empty={
              <div className="flex items-start gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
                <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <p>
                  No changes yet: the controls have their first settings. Each change, from the questionnaire or from this page, is listed
                  here with who made it and when.
                </p>
              </div>
            }
          >
            {(privacy) => (
              <>
                <ol className="divide-y rounded-lg border" aria-label="Changes">
                  {privacy.history.map((change) => (
                    <PrivacyChangeItem key={change.id} change={change} />
                  ))}
                </ol>
                {privacy.total > privacy.history.length ? (
                  <p className="text-sm text-muted-foreground">
                    Showing the latest {privacy.history.length} of {privacy.total} changes.
                  </p>
                ) : null}
              </>
            )}
          </QueryPanel>
        </CardContent>
      </Card>
    </section>
  )
}

function PrivacyChangeItem({ change }: { change: PrivacyChange }) {
  const { label, on, off } = describePrivacyChange(change.control)
  const valueOf = (value: boolean) => (value ? on : off)
  return (
    <li className="grid gap-1 px-4 py-3 sm:flex sm:items-center sm:justify-between sm:gap-4">
      <p className="text-sm">
        <span className="font-medium">{label}</span>
        <span className="sr-only"> changed from</span> {valueOf(change.from)} <span aria-hidden="true">→</span>
        <span className="sr-only"> to</span> <span className="font-medium">{valueOf(change.to)}</span>
      </p>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
        <span className="[overflow-wrap:anywhere]">{change.changed_by}</span>
        <span aria-hidden="true">·</span>
        <RelativeTime value={change.changed_at} />
        <Badge variant="muted">
          <span className="sr-only">from the </span>
          {SOURCE_LABELS[change.source]}
        </Badge>
      </p>
    </li>
  )
}
