import { QueryPanel } from '@/client/components/query-panel'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { useTestRuns } from '../api/get-test-runs'
import { ProposeChange, type KnowledgeEditor, type ProposalKind } from './propose-change'
import { TestRunView } from './test-run-view'

type Props = {
  /** On an agent's page: that agent's e-mails are replayed, and its style guide may be proposed. */
  agentId: string | null
  kinds: readonly ProposalKind[]
  knowledgeEditor?: KnowledgeEditor
}

/**
 * "Test a change" (docs/decisions/134-test-bench.md), for the owner: propose a model, knowledge, voice or style guide;
 * up to 50 recent e-mails are written again with it beside the current settings, nothing sent; then apply or discard.
 */
export function TestBenchPanel({ agentId, kinds, knowledgeEditor }: Props) {
  const query = useTestRuns(agentId)
  return (
    <section aria-labelledby="test-bench-heading">
      <Card>
        <CardHeader>
          <CardTitle id="test-bench-heading" className="text-lg">
            Test a change
          </CardTitle>
          <CardDescription>
            Try a change on up to 50 of your {agentId ? 'agent’s' : 'agents’'} recent e-mails before it applies: each is written with your
            current settings and with the change, checked and compared. Nothing is sent, and it uses your monthly budget.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QueryPanel
            query={query}
            what="your tests"
            loadingLabel="Loading your tests"
            skeleton={['h-6 w-1/2', 'h-24 w-full']}
            isEmpty={(list) => list.replayable === 0 && !list.runs.some((run) => run.status === 'running' || run.status === 'finished')}
            empty={`No recent e-mails to replay yet — once your ${agentId ? 'agent has' : 'agents have'} written some, you can test a change on them here.`}
          >
            {(list) => {
              const open = list.runs.find((run) => run.status === 'running' || run.status === 'finished')
              if (open) return <TestRunView key={open.id} runId={open.id} />
              return (
                <div className="grid gap-4">
                  {list.runs[0]?.status === 'failed' ? (
                    <p className="rounded-md border border-dashed p-3 text-sm">
                      Your last test stopped before it finished, and nothing changed. You can start it again.
                    </p>
                  ) : null}
                  <ProposeChange agentId={agentId} kinds={kinds} knowledgeEditor={knowledgeEditor} />
                </div>
              )
            }}
          </QueryPanel>
        </CardContent>
      </Card>
    </section>
  )
}
