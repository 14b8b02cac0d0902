import type { PrivacyControls } from '@/shared/schemas/privacy'
import { chooseWriter } from '@/shared/ai/writer'
import type { Db } from '@/server/platform/db/client'
import { companyChoiceOf, loadCompanyModel, readCompanySettings } from './company-models'
import type { ModelEndpoint } from './model-call'

/**
 * The model the company writes with now, as privacy allows it (docs/decisions/106-ai-writing.md), with its key: the test
 * bench's judge (docs/decisions/134-test-bench.md). The budget is left to the call's own reservation. Null, with the
 * reason in the business's words, when no model may be asked.
 */
export async function currentModelEndpoint(
  db: Db,
  companyId: string,
  privacy: PrivacyControls,
  { server, encryptionKey }: { server: ModelEndpoint | null; encryptionKey: Buffer | null },
): Promise<{ endpoint: ModelEndpoint; maskPersonal: boolean } | { endpoint: null; reason: string }> {
  const settings = await readCompanySettings(db, companyId)
  const decision = chooseWriter({ server, company: companyChoiceOf(settings), privacy, budgetReached: false })
  if (decision.kind === 'template') return { endpoint: null, reason: decision.reason }
  const endpoint = decision.choice.source === 'company' ? await loadCompanyModel(db, companyId, encryptionKey) : server
  if (!endpoint) return { endpoint: null, reason: 'The API key saved in Settings → AI cannot be read by this server' }
  return { endpoint, maskPersonal: decision.maskPersonal }
}
