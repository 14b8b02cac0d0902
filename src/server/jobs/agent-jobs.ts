import { sql } from 'drizzle-orm'
import { fromDrizzle } from 'pg-boss'
import type { Db } from '../db/client'
import type { JobQueue } from './job-queue'

// Issue 8: the agent runtime's queues. Each job names one unit of work whose runs are idempotent
// (unique dedupe keys), so pg-boss's at-least-once delivery never makes an agent act twice.
export const AGENT_EVENT_QUEUE = 'agent.event'
export const AGENT_SIGNAL_QUEUE = 'agent.signal'
export const AGENT_RESUME_QUEUE = 'agent.resume'
export const AGENT_QUEUES = [AGENT_EVENT_QUEUE, AGENT_SIGNAL_QUEUE, AGENT_RESUME_QUEUE] as const

export type AgentEventJob = { eventId: string }
export type AgentSignalJob = { signalId: string }
export type AgentResumeJob = { agentId: string }

// A run takes milliseconds: a job still active after a minute belongs to a process that died, and is retried.
export const AGENT_JOB_RETRY = { retryLimit: 10, retryDelay: 1, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 60 }

/** Queues work in the caller's transaction `tx`: the job exists iff what it processes was committed. */
export async function enqueueAgentJob(jobs: JobQueue, tx: Db, queue: typeof AGENT_EVENT_QUEUE, data: AgentEventJob): Promise<void>
export async function enqueueAgentJob(jobs: JobQueue, tx: Db, queue: typeof AGENT_SIGNAL_QUEUE, data: AgentSignalJob): Promise<void>
export async function enqueueAgentJob(jobs: JobQueue, tx: Db, queue: typeof AGENT_RESUME_QUEUE, data: AgentResumeJob): Promise<void>
export async function enqueueAgentJob(jobs: JobQueue, tx: Db, queue: string, data: object): Promise<void> {
  await jobs.boss.send(queue, data, { ...AGENT_JOB_RETRY, db: fromDrizzle(tx as never, sql as never) })
}
