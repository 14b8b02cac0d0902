// Settings → AI's data: the models, the budget, this month's use and who writes now come in one answer
// (docs/decisions/106-ai-writing.md). The dashboard's writer badge reads the same key, so a save here refreshes it.
export const aiSettingsKeys = {
  all: ['ai-settings'] as const,
  /** What the model cost (docs/decisions/132-cost-in-money.md): under `all`, so a change of model or budget reads it again. */
  costs: ['ai-settings', 'costs'] as const,
}
