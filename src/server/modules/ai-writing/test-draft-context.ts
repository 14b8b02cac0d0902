import type { FastifyInstance } from 'fastify'
import { startScriptedModelServer, type ScriptedModelServer } from '@/server/test/scripted-model-server'
import { createTestApp } from '@/server/test/test-app'
import type { DraftJobContext } from './draft-job'

/**
 * The draft job's context on a test app, as the app's worker builds it: its own model, mail and prices, a 10 s model
 * timeout, and public addresses only. Tests call `writeDraft` with it to write a draft without waiting for the queue.
 */
export function draftJobContextOf(app: FastifyInstance): DraftJobContext {
  return {
    db: app.db,
    jobs: app.jobs,
    mail: { productName: 'AgentWorks', publicUrl: app.publicUrl },
    server: app.aiWriting.serverModel,
    timeoutMs: 10_000,
    encryptionKey: null,
    policy: { allowPrivate: false },
    prices: app.aiWriting.prices,
  }
}

export type WritingTestApp = { app: FastifyInstance; model: ScriptedModelServer; context: DraftJobContext; close: () => Promise<void> }

/**
 * An app of the file's own whose server model is a scripted OpenAI-compatible server the file starts: the worker's
 * shared configuration has no model, and a model is read from the environment at start-up, so it cannot be added to a
 * running app. `modelName` is what the model is called: `gpt-4o-mini` has a price in the default table, `llama3.1` none.
 * The database is still the worker's (createTestApp), emptied for the file.
 */
export async function startWritingTestApp(modelName: 'gpt-4o-mini' | 'llama3.1'): Promise<WritingTestApp> {
  const model = await startScriptedModelServer()
  const { app, close } = await createTestApp({ AI_PROVIDER: 'openai-compatible', AI_MODEL: modelName, AI_BASE_URL: model.baseUrl })
  return {
    app,
    model,
    context: draftJobContextOf(app),
    close: async () => {
      await close()
      await model.close()
    },
  }
}
