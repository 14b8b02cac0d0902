// The test bench's data (docs/decisions/134-test-bench.md): the company's latest runs (or one agent's), and one run
// with its replayed e-mails, read again every second while it runs.
export const testBenchKeys = {
  all: ['test-bench'] as const,
  runs: (agentId: string | null) => ['test-bench', 'runs', agentId ?? 'company'] as const,
  run: (runId: string) => ['test-bench', 'run', runId] as const,
  writingNow: (agentId: string | null) => ['test-bench', 'writing-now', agentId ?? 'company'] as const,
}
