import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '@/shared/schemas/errors'
import { writingVoiceSchema, writingVoiceViewSchema } from '@/shared/schemas/writing-voice'
import type { Db } from '@/server/platform/db/client'
import { getCompanyId, getUser } from '@/server/platform/session/session-plugin'
import { readWritingVoice, saveWritingVoice } from './writing-voice'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

export type VoiceSaved = (tx: Db, who: { companyId: string; userId: string }, before: string | null, after: string | null) => Promise<void>

/**
 * Settings → Agent e-mails, "How your e-mails sound" (docs/decisions/131-approvals-that-teach.md): everyone in the
 * company reads the voice its agents write in; only the owner changes how the business speaks.
 *
 * `onSaved` runs in the save's transaction: app.ts hands in the recording of a version
 * (docs/decisions/135-setting-versions.md), which lives in a module this one may not import (docs/decisions/112-module-graph.md).
 */
export const writingVoiceRoutes: FastifyPluginAsyncZod<{ onSaved?: VoiceSaved }> = async (app, { onSaved }) => {
  const response = { 200: writingVoiceViewSchema, ...errors }

  app.get('/', { config: { access: 'member' }, schema: { response } }, async (request) => readWritingVoice(app.db, getCompanyId(request)))

  app.put('/', { config: { access: 'owner' }, schema: { body: writingVoiceSchema, response } }, async (request) => {
    const who = { companyId: getCompanyId(request), userId: getUser(request).id }
    return app.db.transaction(async (tx) => {
      const before = await readWritingVoice(tx, who.companyId)
      const saved = await saveWritingVoice(tx, who.companyId, request.body.voice)
      await onSaved?.(tx, who, before.voice, saved.voice)
      return saved
    })
  })
}
