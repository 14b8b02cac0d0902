import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../server/platform/db/client'
import { startJobQueue } from '../server/platform/jobs/job-queue'
import { migratedDumpPath } from './migrated-dump'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string
    postgresTemplate: string
  }
}

/**
 * The API projects' set-up (the unit project has none): the migrated PGlite dump, cached on disk while the migrations
 * are unchanged, and on the PostgreSQL project a template database migrated once, which each test copies.
 */
export async function setup(project: TestProject) {
  project.provide('pgliteDumpPath', await migratedDumpPath())
  const url = process.env.TEST_DATABASE_URL
  if (project.name !== 'api-postgres' || !url) {
    project.provide('postgresTemplate', '')
    return
  }
  const template = `agentworks_template_${process.pid}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`drop database if exists ${template}`)
  await admin.query(`create database ${template}`)
  await admin.end()
  const migrated = await openDatabase({ kind: 'postgres', url: withDatabase(url, template), poolSize: 1 })
  await (await startJobQueue(migrated, { onError: () => {} })).stop()
  await migrated.close()
  project.provide('postgresTemplate', template)

  return async () => {
    const cleanup = new pg.Client({ connectionString: url })
    await cleanup.connect()
    await cleanup.query(`drop database if exists ${template} with (force)`)
    await cleanup.end()
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}
