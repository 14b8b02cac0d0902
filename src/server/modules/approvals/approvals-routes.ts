import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { approveDraftSchema, rejectDraftSchema } from '@/shared/ai/draft'
import {
  approvalDecisionSchema,
  approvalDetailSchema,
  approvalsCountsSchema,
  approvalsFilterSchema,
  approvalsPageSchema,
  approvalsQuerySchema,
  bulkDecisionResultSchema,
  bulkDecisionSchema,
  approvalsSummarySchema,
  editCheckSchema,
} from '@/shared/schemas/approvals'
import { rewriteDraftSchema } from '@/shared/schemas/draft-rewrite'
import { errorBodySchema } from '@/shared/schemas/errors'
import { getCompanyId, getUser } from '@/server/platform/session/session-plugin'
import { readCompanyPrivacy } from '@/server/modules/accounts'
import { approveDraft, rejectDraft } from './approval-decisions'
import { countApprovals, getApproval, getApprovalsSummary, listApprovals } from './approvals'
import { decideInBulk } from './bulk-decisions'
import { rewriteDraft, type WhoWrites } from './draft-rewrite'
import { checkEditedDraft } from './edit-check'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema }

// Anyone in the company reviews its agents' drafts (docs/decisions/106-ai-writing.md); only the owner decides whether
// an agent's drafts wait at all (PATCH /api/agents/:id/review).
const member = { access: 'member' } as const

/** The Approvals inbox: drafts a language model wrote, waiting for a person or decided. */
export const approvalsRoutes: FastifyPluginAsyncZod<{ productName: string }> = async (app, { productName }) => {
  const mail = {
    productName,
    publicUrl: app.publicUrl,
    personDataLinks: app.personDataLinks,
    unsubscribeLinks: app.unsubscribeLinks,
    threading: app.mailThreading,
  }
  const params = z.object({ id: z.uuid('Draft not found') })

  app.get(
    '/',
    { config: member, schema: { querystring: approvalsQuerySchema, response: { 200: approvalsPageSchema, ...errors } } },
    async (request) => listApprovals(app.db, getCompanyId(request), request.query),
  )
  // The tabs' counts under the list's filters.
  app.get(
    '/counts',
    { config: member, schema: { querystring: approvalsFilterSchema, response: { 200: approvalsCountsSchema, ...errors } } },
    async (request) => countApprovals(app.db, getCompanyId(request), request.query),
  )
  // Whoever may approve one draft may approve many; each draft is decided once, whoever asks first.
  app.post(
    '/bulk',
    { config: member, schema: { body: bulkDecisionSchema, response: { 200: bulkDecisionResultSchema, ...errors } } },
    async (request) => {
      const decision = { companyId: getCompanyId(request), userId: getUser(request).id }
      return app.db.transaction((tx) => decideInBulk(tx, app.jobs, mail, decision, request.body))
    },
  )

  app.get('/summary', { config: member, schema: { response: { 200: approvalsSummarySchema, ...errors } } }, async (request) =>
    getApprovalsSummary(app.db, getCompanyId(request)),
  )

  // Who would write a draft again now: the runtime's writer decision (docs/decisions/131-approvals-that-teach.md).
  const whoWrites: WhoWrites = async (tx, companyId) => {
    const privacy = (await readCompanyPrivacy(tx, [companyId])).get(companyId)!
    return (await app.aiWriting.writersFor(tx, [{ id: companyId, privacy }])).get(companyId)!
  }
  app.get('/:id', { config: member, schema: { params, response: { 200: approvalDetailSchema, ...errors } } }, async (request) => {
    const companyId = getCompanyId(request)
    const draft = await getApproval(app.db, companyId, request.params.id)
    if (draft.status !== 'awaiting') return draft
    const writer = await whoWrites(app.db, companyId)
    return { ...draft, rewrite_unavailable: writer.kind === 'template' ? writer.reason : null }
  })

  // The reviewer's edit, checked by the rules a model's draft meets, before they approve it (a warning, not a refusal).
  app.post(
    '/:id/check',
    { config: member, schema: { params, body: approveDraftSchema, response: { 200: editCheckSchema, ...errors } } },
    async (request) => ({ warning: await checkEditedDraft(app.db, getCompanyId(request), request.params.id, request.body) }),
  )

  app.post(
    '/:id/approve',
    { config: member, schema: { params, body: approveDraftSchema, response: { 200: approvalDecisionSchema, ...errors } } },
    async (request) => {
      const companyId = getCompanyId(request)
      const decision = { companyId, draftId: request.params.id, userId: getUser(request).id }
      const email = await app.db.transaction((tx) => approveDraft(tx, app.jobs, mail, decision, request.body))
      return { draft: await getApproval(app.db, companyId, request.params.id), email }
    },
  )

  app.post(
    '/:id/reject',
    { config: member, schema: { params, body: rejectDraftSchema, response: { 200: approvalDecisionSchema, ...errors } } },
    async (request) => {
      const companyId = getCompanyId(request)
      const decision = { companyId, draftId: request.params.id, userId: getUser(request).id }
      const email = await app.db.transaction((tx) => rejectDraft(tx, app.jobs, mail, decision, request.body))
      return { draft: await getApproval(app.db, companyId, request.params.id), email }
    },
  )

  // "Rewrite with this feedback" (docs/decisions/131-approvals-that-teach.md): written again by the model, then back here.
  app.post(
    '/:id/rewrite',
    { config: member, schema: { params, body: rewriteDraftSchema, response: { 200: approvalDetailSchema, ...errors } } },
    async (request) => {
      const companyId = getCompanyId(request)
      const rewrite = { companyId, draftId: request.params.id, jobs: app.jobs, whoWrites }
      await app.db.transaction((tx) => rewriteDraft(tx, rewrite, request.body))
      return getApproval(app.db, companyId, request.params.id)
    },
  )
}
