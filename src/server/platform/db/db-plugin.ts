import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database, Db } from './client'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    database: Database
  }
}

/** Exposes the opened database; whoever opened it (main.ts or a test) closes it. */
export const dbPlugin = fp(
  async (app: FastifyInstance, { database }: { database: Database }) => {
    app.decorate('database', database)
    app.decorate('db', database.db)
  },
  { name: 'db' },
)
