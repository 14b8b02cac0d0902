// The ai-writing module: language models that write agents' e-mails (docs/decisions/106-ai-writing.md), the company's
// own model and token budget, and Settings → AI. Other modules import only this file.
export { aiWritingPlugin } from './ai-writing-plugin'
export { aiSettingsRoutes } from './ai-settings-routes'
export { aiCostRoutes, aiStatusRoutes } from './ai-spending-routes'
export type { WritersFor } from './writers'
export { companyAiSettings, aiTokenUsage } from './schema'
// The test bench and setting versions (docs/decisions/134-test-bench.md, 135-setting-versions.md) write through these.
export { composeDraft, type ComposedDraft, type ComposeOptions, type DraftToCompose, type ProposedModel } from './draft-compose'
export { gradeComposed } from './draft-grading'
export { checkedModelSettings } from './ai-settings'
export { applyModelSettings, proposedEndpointOf } from './apply-model'
export { modelSettingsOf } from './model-versions'
export { readCompanySettings } from './company-models'
export { currentModelEndpoint } from './current-writer'
export { askForVerdict } from './verdict-call'
export {
  listSettingVersions,
  readSettingVersion,
  recordGuidanceChange,
  recordKnowledgeChange,
  recordSettingVersion,
  recordVoiceChange,
} from './setting-versions'
export type { ModelEndpoint } from './model-call'
