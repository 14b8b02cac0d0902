import { ShieldCheck, ShieldOff } from 'lucide-react'
import { Link } from 'react-router'
import { WEBHOOK_LOCAL_PROCESSING_NOTE } from '@/shared/options/privacy-controls'
import { Skeleton } from '@/client/components/ui/skeleton'
import { paths } from '@/client/config/paths'
import { usePrivacySettings } from '../api/get-privacy-settings'

/**
 * Under the webhook's URL: what the company's Local processing control lets it receive (decision 101's consequences:
 * references and facts only until an owner turns it off).
 */
export function WebhookPrivacyNote() {
  const privacyQuery = usePrivacySettings()
  if (privacyQuery.isPending) return <Skeleton className="h-10 w-full" />
  const local = privacyQuery.data?.controls.localProcessing
  const Icon = local === false ? ShieldOff : ShieldCheck
  return (
    <div className="flex items-start gap-3 rounded-lg border bg-muted/40 px-4 py-3 text-sm">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <p>
        {local === undefined
          ? `We couldn't read your privacy controls (${privacyQuery.error?.message ?? 'please try again'}): what this webhook receives depends on Local processing.`
          : local
            ? WEBHOOK_LOCAL_PROCESSING_NOTE.on
            : WEBHOOK_LOCAL_PROCESSING_NOTE.off}{' '}
        <Link to={paths.settingsPrivacy.getHref()} className="rounded-sm text-primary underline underline-offset-4 hover:no-underline">
          Privacy settings
        </Link>
      </p>
    </div>
  )
}
