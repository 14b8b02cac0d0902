import { QueryPanel } from '@/client/components/query-panel'
import { useCompanyKnowledge } from '../api/company-knowledge'
import { KnowledgeForm, type KnowledgeProposal as Proposal } from './knowledge-form'

/**
 * The company's knowledge as a proposal to try in the test bench (docs/decisions/134-test-bench.md): the same form as
 * Settings → Agent e-mails, starting from what is saved, whose button starts the test instead of saving.
 */
export function KnowledgeProposal({ companyId, pending, onPropose }: { companyId: string } & Omit<Proposal, 'label'>) {
  const query = useCompanyKnowledge()
  return (
    <QueryPanel
      query={query}
      what="what your agents may say"
      loadingLabel="Loading what your agents may say"
      skeleton={['h-24 w-full', 'h-24 w-full']}
    >
      {(knowledge) => (
        <KnowledgeForm knowledge={knowledge} canChange companyId={companyId} propose={{ label: 'Run the test', pending, onPropose }} />
      )}
    </QueryPanel>
  )
}
