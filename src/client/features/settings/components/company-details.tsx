import { INDUSTRY_OPTIONS } from '@/shared/options/onboarding-business'
import type { CompanySettings } from '@/shared/schemas/company-settings'

/** An industry value's label; a value the list no longer has is shown as stored. */
export function getIndustryLabel(industry: string | null): string | null {
  if (!industry) return null
  return INDUSTRY_OPTIONS.find((option) => option.value === industry)?.label ?? industry
}

/** The company's details read-only, as a member sees them; a detail nobody has given says so. */
export function CompanyDetails({ company }: { company: CompanySettings }) {
  const rows: [string, string | null][] = [
    ['Company name', company.name],
    ['Website', company.website],
    ['Industry', getIndustryLabel(company.industry)],
  ]
  return (
    <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 sm:col-span-2 sm:grid-cols-subgrid">
          <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
          <dd className="text-sm [overflow-wrap:anywhere]">{value ?? <span className="text-muted-foreground">Not given yet</span>}</dd>
        </div>
      ))}
    </dl>
  )
}
