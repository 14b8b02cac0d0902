import type { User } from '@/shared/schemas/auth'
import { QueryPanel } from '@/client/components/query-panel'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { useAgentIdentity } from '../api/agent-identity'
import { AgentIdentityForm } from './agent-identity-form'

/** Settings → Agent e-mails: how the agents' e-mails present the business to its customers. */
export function AgentIdentityPanel({ user }: { user: User }) {
  const query = useAgentIdentity()
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">How your agents sign their e-mails</CardTitle>
        <CardDescription>
          Your customers see your business, never the agents&apos; internal names. Changes apply from the next e-mail on.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryPanel
          query={query}
          what="your agents' e-mail settings"
          loadingLabel="Loading e-mail settings"
          skeleton={['h-10 w-full', 'h-10 w-full', 'h-24 w-full']}
        >
          {(settings) => <AgentIdentityForm settings={settings} canChange={user.role === 'owner'} />}
        </QueryPanel>
      </CardContent>
    </Card>
  )
}
