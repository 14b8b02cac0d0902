import { rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../server/platform/db/client'
import { startJobQueue } from '../server/platform/jobs/job-queue'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string
    postgresTemplate: string
  }
}

/**
 * The test database is migrated once and copied per test file:
 * a PGlite dump loaded into a fresh in-memory instance, and a PostgreSQL template database.
 */
export async function setup(project: TestProject) {
  const pglite = await openDatabase({ kind: 'pglite' })
  // pg-boss installs its schema at its first start: do it once here, so every copy has it.
  await (await startJobQueue(pglite, { onError: () => {} })).stop()
  const dump = await pglite.pglite!.dumpDataDir('none')
  await pglite.close()
  const dumpPath = join(tmpdir(), `agentworks-test-${process.pid}.tar`)
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteDumpPath', dumpPath)
  const removeDump = () => rmSync(dumpPath, { force: true })

  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    project.provide('postgresTemplate', '')
    return removeDump
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
    removeDump()
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
