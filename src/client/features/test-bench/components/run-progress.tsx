import type { TestBenchRunDetail } from '@/shared/schemas/test-bench'
import { Button } from '@/client/components/ui/button'
import { Progress } from '@/client/components/ui/progress'

/** A run under way: e-mails replayed of the total, read again each second, and a way to stop it. */
export function RunProgress({ run, onDiscard, discarding }: { run: TestBenchRunDetail; onDiscard: () => void; discarding: boolean }) {
  const share = run.casesTotal ? (run.casesDone / run.casesTotal) * 100 : 0
  const label = `Replayed ${run.casesDone} of ${run.casesTotal} e-mails`
  return (
    <div className="grid gap-3">
      <p role="status" className="text-sm">
        {label}: each is written with your current settings and with the proposal, then compared. Nothing is sent.
      </p>
      <Progress value={share} aria-label="Test progress" getValueLabel={() => label} />
      <Button type="button" variant="outline" className="justify-self-start" onClick={onDiscard} disabled={discarding}>
        {discarding ? 'Stopping…' : 'Stop and discard'}
      </Button>
    </div>
  )
}
