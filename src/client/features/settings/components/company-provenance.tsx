import { LEAD_SOURCE_LABELS } from '@/shared/backoffice/lead-kinds'
import { appConfig } from '@/client/lib/app-config'
import { useCompanySource } from '../api/company-source'

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

/**
 * "Set up by AgentWorks from a Growth Map quiz lead on 26 Nov 2026": where a workspace staff created came from
 * (docs/product.md#back-office). Nothing for a company its owner registered, nor while it loads.
 */
export function CompanyProvenance() {
  const sourceQuery = useCompanySource()
  if (sourceQuery.isError) return <p className="text-sm text-muted-foreground">Where this company came from could not be loaded.</p>
  const source = sourceQuery.data?.source
  if (!source) return null
  const lead = source.lead_source ? `a ${LEAD_SOURCE_LABELS[source.lead_source]} lead` : 'a lead'
  return (
    <p className="text-sm text-muted-foreground">
      Set up by {appConfig.productName} from {lead} on{' '}
      <time dateTime={source.created_at}>{dateFormat.format(new Date(source.created_at))}</time>.
    </p>
  )
}
