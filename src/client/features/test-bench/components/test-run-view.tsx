import { QueryPanel } from '@/client/components/query-panel'
import { Button } from '@/client/components/ui/button'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { useDecideTestRun, type RunDecision } from '../api/decide-test-run'
import { useTestRun } from '../api/get-test-run'
import { ProposalSummary } from './proposal-summary'
import { RunProgress } from './run-progress'
import { RunResults } from './run-results'

const DONE: Record<RunDecision, { title: string; description: string }> = {
  apply: {
    title: 'Change applied',
    description: 'Your agents write with it from their next e-mail. It is listed under Versions, where you can restore.',
  },
  discard: { title: 'Test discarded', description: 'Nothing changed.' },
}

/** One run: its progress while it replays, then the results with Apply and Discard (docs/decisions/134-test-bench.md). */
export function TestRunView({ runId }: { runId: string }) {
  const query = useTestRun(runId)
  const decide = useDecideTestRun()
  // The run's view unmounts once the list is read again (an applied run is no longer open): the promise, not the
  // mutation's callbacks, carries the toast.
  const act = (decision: RunDecision) =>
    void decide.mutateAsync({ runId, decision }).then(
      () => toast(DONE[decision]),
      (error: unknown) =>
        toast({ variant: 'destructive', title: 'That did not work', description: getErrorMessage(error, 'Please try again.') }),
    )
  const pending = decide.isPending ? decide.variables.decision : null
  return (
    <QueryPanel query={query} what="this test" loadingLabel="Loading the test" skeleton={['h-6 w-2/3', 'h-2 w-full', 'h-24 w-full']}>
      {(run) => (
        <div className="grid gap-4">
          <ProposalSummary proposal={run.proposal} />
          {run.status === 'running' ? (
            <RunProgress run={run} onDiscard={() => act('discard')} discarding={pending === 'discard'} />
          ) : (
            <>
              <RunResults run={run} />
              {run.status === 'finished' ? (
                <div className="flex flex-col gap-3 sm:flex-row">
                  <Button type="button" onClick={() => act('apply')} disabled={pending !== null}>
                    {pending === 'apply' ? 'Applying…' : 'Apply this change'}
                  </Button>
                  <Button type="button" variant="outline" onClick={() => act('discard')} disabled={pending !== null}>
                    {pending === 'discard' ? 'Discarding…' : 'Discard'}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </div>
      )}
    </QueryPanel>
  )
}
