import type { User } from '@/shared/schemas/auth'
import { QueryPanel } from '@/client/components/query-panel'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { useCompanySettings } from '../api/company-settings'
import { CompanyDetails } from './company-details'
import { CompanyProvenance } from './company-provenance'
import { CompanyForm } from './company-form'
import { OwnerOnlyNotice } from './owner-only-notice'

/** The company's name, website and industry: the owner edits them, everyone else reads them (docs/decisions/093). */
export function CompanySettingsPanel({ user }: { user: User }) {
  const companyQuery = useCompanySettings()
  const isOwner = user.role === 'owner'
  return (
    <section aria-labelledby="company-details-heading" className="grid gap-4">
      {isOwner ? null : (
        <OwnerOnlyNotice>
          Only your company&apos;s owner can change these details: they describe the company to your agents and in your plan. Ask the owner
          if something is out of date.
        </OwnerOnlyNotice>
      )}
      <Card>
        <CardHeader>
          <CardTitle id="company-details-heading" className="text-lg">
            Company details
          </CardTitle>
          <CardDescription>
            {isOwner
              ? 'Shown to everyone in your workspace. The onboarding questionnaire fills them in too.'
              : 'Shown to everyone in your workspace.'}
          </CardDescription>
          <CompanyProvenance />
        </CardHeader>
        <CardContent>
          <QueryPanel
            query={companyQuery}
            what="your company's details"
            loadingLabel="Loading company details"
            skeleton={['h-10 w-full', 'h-10 w-full', 'h-10 w-full']}
          >
            {(company) => (isOwner ? <CompanyForm company={company} /> : <CompanyDetails company={company} />)}
          </QueryPanel>
        </CardContent>
      </Card>
    </section>
  )
}
