import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import pg from 'pg'
import type { Database } from '@/server/platform/db/client'
import { AGENT_CHANGES_CHANNEL, type AgentChange } from '@/server/modules/runtime'

type Listener = (change: AgentChange) => void

export type AgentChangeHub = {
  /** Calls `listener` with each committed change of the company; returns the unsubscribe. */
  subscribe: (companyId: string, listener: Listener) => () => void
}

declare module 'fastify' {
  interface FastifyInstance {
    agentChanges: AgentChangeHub
  }
}

/**
 * The source of the live dashboard (docs/product.md#live-updates, docs/decisions/071-live-dashboard-notify.md): the
 * runtime's pg_notify, heard by LISTEN on its own connection on PostgreSQL (every process sees every process's
 * runs) or by PGlite's listen on the embedded database (one process holds the data directory).
 */
export const agentChangeHubPlugin = fp(
  async (app: FastifyInstance, { database }: { database: Database }) => {
    const listeners = new Map<string, Set<Listener>>()
    const dispatch = (payload: string) => {
      let change: AgentChange
      try {
        change = JSON.parse(payload) as AgentChange
      } catch {
        return
      }
      for (const listener of listeners.get(change.company_id) ?? []) listener(change)
    }

    let stop: () => Promise<void>
    if (database.kind === 'pglite') {
      stop = await database.pglite!.listen(AGENT_CHANGES_CHANNEL, dispatch)
    } else {
      let client: pg.Client | null = null
      let closing = false
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: database.url })
        next.on('notification', (message) => message.payload && dispatch(message.payload))
        next.on('error', (error) => {
          app.log.warn({ err: error }, 'agent change listener lost its connection; reconnecting')
          void next.end().catch(() => {})
          if (!closing) setTimeout(() => void connect().catch(() => {}), 1000)
        })
        await next.connect()
        await next.query(`listen ${AGENT_CHANGES_CHANNEL}`)
        client = next
      }
      await connect()
      stop = async () => {
        closing = true
        await client?.end().catch(() => {})
      }
    }

    app.decorate('agentChanges', {
      subscribe: (companyId, listener) => {
        const set = listeners.get(companyId) ?? new Set()
        set.add(listener)
        listeners.set(companyId, set)
        return () => {
          set.delete(listener)
          if (set.size === 0) listeners.delete(companyId)
        }
      },
    } satisfies AgentChangeHub)
    app.addHook('onClose', () => stop())
  },
  { name: 'agent-stream', dependencies: ['db'] },
)
