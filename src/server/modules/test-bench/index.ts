// The test bench module: a proposed change to how the agents write, replayed on the company's recent e-mails beside the
// current settings, then applied or discarded (docs/decisions/134-test-bench.md); and restoring the versions every
// applied change leaves (docs/decisions/135-setting-versions.md). Other modules import only this file.
export { testBenchPlugin } from './bench-plugin'
export { testBenchRoutes } from './bench-routes'
export { settingVersionRoutes } from './version-routes'
export { replayRun } from './bench-replay'
export { TEST_BENCH_QUEUE } from './bench-queue'
export { testBenchCases, testBenchRuns } from './schema'
