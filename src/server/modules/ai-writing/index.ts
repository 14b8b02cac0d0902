// The ai-writing module: language models that write agents' e-mails (docs/decisions/106-ai-writing.md), the company's
// own model and token budget, and Settings → AI. Other modules import only this file.
export { aiWritingPlugin } from './ai-writing-plugin'
export { aiSettingsRoutes } from './ai-settings-routes'
export type { WritersFor } from './writers'
export { companyAiSettings, aiTokenUsage } from './schema'
