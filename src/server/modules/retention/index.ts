// The retention module: what the product keeps expires on a schedule (docs/product.md#retention,
// docs/decisions/105-retention.md).
export { retentionPlugin } from './retention-plugin'
export { runRetention, type RetentionCounts } from './retention-run'
