import { AiPrivacyNote } from '@/client/features/ai-settings/components/ai-privacy-note'
import { AiCostsPanel } from '@/client/features/ai-settings/components/ai-costs-panel'
import { AiWriterPanel } from '@/client/features/ai-settings/components/ai-writer-panel'
import { CompanyModelPanel } from '@/client/features/ai-settings/components/company-model-panel'
import { MoneyBudgetPanel } from '@/client/features/ai-settings/components/money-budget-panel'
import { TokenBudgetPanel } from '@/client/features/ai-settings/components/token-budget-panel'
import { RequireUser } from '@/client/features/auth/components/require-user'
import { KnowledgeProposal } from '@/client/features/company-knowledge/components/knowledge-proposal'
import { OwnerOnlyNotice } from '@/client/features/settings/components/owner-only-notice'
import { SettingsPage } from '@/client/features/settings/components/settings-page'
import { VersionList } from '@/client/features/setting-versions/components/version-list'
import { TestBenchSection } from '@/client/features/test-bench/components/test-bench-section'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

const COMPANY_PROPOSALS = ['model', 'knowledge', 'voice'] as const

/**
 * /settings/ai: who writes the agents' e-mails, the company's own model and its token budget (decision 106), what the
 * model costs against the budget in money (decision 132); for the owner, a test of a change before it applies
 * (decision 134); and the versions of every change (decision 135).
 */
export function SettingsAiRoute() {
  return (
    <RequireUser>
      {(user) => (
        <AppShell user={user}>
          <SettingsPage
            title="AI"
            description="Which language model words your agents’ e-mails, what it costs, and how much it may use a month."
          >
            {user.role === 'owner' ? null : (
              <OwnerOnlyNotice>
                Only your company&apos;s owner sets the model and the budgets: they decide where your agents&apos; facts go and what it
                costs. Ask the owner if one should change.
              </OwnerOnlyNotice>
            )}
            <AiWriterPanel />
            <CompanyModelPanel />
            <TokenBudgetPanel />
            <MoneyBudgetPanel />
            <AiCostsPanel />
            {user.role === 'owner' && user.company_id ? (
              <TestBenchSection
                agentId={null}
                kinds={COMPANY_PROPOSALS}
                knowledgeEditor={(props) => <KnowledgeProposal companyId={user.company_id!} {...props} />}
              />
            ) : null}
            <VersionList agentId={null} canRestore={user.role === 'owner'} />
            <AiPrivacyNote />
          </SettingsPage>
        </AppShell>
      )}
    </RequireUser>
  )
}
