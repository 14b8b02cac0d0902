import type { User } from '@/shared/schemas/auth'
import { isKnowledgeEmpty } from '@/shared/schemas/company-knowledge'
import { QueryPanel } from '@/client/components/query-panel'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { useCompanyKnowledge } from '../api/company-knowledge'
import { KnowledgeForm } from './knowledge-form'

/** Settings → Agent e-mails: what the agents may tell customers (docs/decisions/124-company-knowledge.md). */
export function KnowledgePanel({ user }: { user: User }) {
  const query = useCompanyKnowledge()
  const canChange = user.role === 'owner'
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">What your agents may say</CardTitle>
        <CardDescription>
          Your prices, offers, policies, opening hours, links and answers. Your agents state a price, an offer, a refund, a date or a link
          only when it is written here or the agent&apos;s playbook decided it; what a customer asks for is never enough.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryPanel
          query={query}
          what="what your agents may say"
          loadingLabel="Loading what your agents may say"
          skeleton={['h-24 w-full', 'h-24 w-full', 'h-16 w-full']}
          // The owner starts from the empty form; everyone else reads that nothing is written yet.
          isEmpty={(knowledge) => !canChange && isKnowledgeEmpty(knowledge)}
          empty="Nothing is written here yet, so your agents promise nothing beyond what their playbooks decide."
        >
          {(knowledge) =>
            user.company_id ? <KnowledgeForm knowledge={knowledge} canChange={canChange} companyId={user.company_id} /> : null
          }
        </QueryPanel>
      </CardContent>
    </Card>
  )
}
