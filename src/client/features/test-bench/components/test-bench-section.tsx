import type * as React from 'react'
import { LoadError } from '@/client/components/errors/load-error'
import { Skeleton } from '@/client/components/ui/skeleton'
import { useModule } from '@/client/hooks/use-module'

// The test bench is the owner's, and heavier than the page around it: its code loads after the page's first paint,
// only for the owner (docs/decisions/097, docs/decisions/134-test-bench.md).
const importPanel = () => import('./test-bench-panel')

type PanelProps = React.ComponentProps<Awaited<ReturnType<typeof importPanel>>['TestBenchPanel']>

/** "Test a change", loaded on demand; a skeleton meanwhile, and a retry when its code could not load. */
export function TestBenchSection(props: PanelProps) {
  const panel = useModule(importPanel, true)
  if (panel.module) return <panel.module.TestBenchPanel {...props} />
  if (panel.failed)
    return <LoadError what="the test of a change" message="Its part of the page could not load." onRetry={() => window.location.reload()} />
  return <Skeleton role="status" aria-label="Loading the test of a change" className="h-40 w-full" />
}
