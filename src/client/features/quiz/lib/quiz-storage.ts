import { DEFAULT_QUIZ_ANSWERS } from '@/shared/wizards/quiz-default-answers'
import type { QuizAnswers } from '@/shared/schemas/quiz'
import { QUIZ_PROGRESS_KEY } from '@/shared/storage/quiz-storage-keys'

/**
 * Saved quiz progress (docs/product.md#quiz-persistence): answers and step in local storage
 * and in an IndexedDB database (version 1, a store keyed by id, one record 'current').
 * Every failure is a console warning only; the quiz never depends on storage.
 */
export type SavedProgress = { answers: QuizAnswers; step: number }

export const PROGRESS_KEY = QUIZ_PROGRESS_KEY
export const STEP_KEY = 'growth-map-quiz:step'
export const DB_NAME = 'growth-map-quiz'
const DB_VERSION = 1
export const STORE_NAME = 'progress'
const RECORD_ID = 'current'

function warn(message: string, error?: unknown) {
  console.warn(`[quiz] ${message}`, error ?? '')
}

/**
 * Saved answers merged over the defaults; corrupt data gives the defaults and a warning. The shared schema
 * (and zod with it, ~24 KB gzip) loads only here, for a returning visitor (docs/decisions/023).
 */
export async function parseSavedAnswers(value: unknown): Promise<QuizAnswers> {
  const { quizAnswersSchema } = await import('@/shared/schemas/quiz')
  const parsed = quizAnswersSchema.safeParse(typeof value === 'object' && value !== null ? { ...DEFAULT_QUIZ_ANSWERS, ...value } : value)
  if (parsed.success) return parsed.data
  warn('Saved quiz data is corrupt; using the defaults.')
  return DEFAULT_QUIZ_ANSWERS
}

function parseStep(value: unknown): number {
  const step = Number(value)
  return Number.isInteger(step) && step >= 0 && step < 6 ? step : 0
}

/** True when local storage holds saved answers (read synchronously, before the first render). */
export function hasLocalProgress(): boolean {
  try {
    return localStorage.getItem(PROGRESS_KEY) !== null
  } catch {
    return false
  }
}

async function readLocalProgress(): Promise<SavedProgress | null> {
  let raw: string | null
  let step: string | null
  try {
    raw = localStorage.getItem(PROGRESS_KEY)
    step = localStorage.getItem(STEP_KEY)
  } catch (error) {
    warn('Could not read saved quiz progress.', error)
    return null
  }
  if (raw === null) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    warn('Saved quiz data is corrupt; using the defaults.')
    // Removed, or every later visit would read and refuse it again (nothing is saved until the visitor answers).
    removeLocalProgress()
    return { answers: DEFAULT_QUIZ_ANSWERS, step: 0 }
  }
  return { answers: await parseSavedAnswers(value), step: parseStep(step) }
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION)
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE_NAME)) request.result.createObjectStore(STORE_NAME, { keyPath: 'id' })
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
    request.onblocked = () => reject(new Error('IndexedDB open blocked'))
  })
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await openDatabase()
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE_NAME, mode)
      const request = run(transaction.objectStore(STORE_NAME))
      transaction.oncomplete = () => resolve(request.result as T)
      transaction.onerror = () => reject(transaction.error)
      transaction.onabort = () => reject(transaction.error)
    })
  } finally {
    db.close()
  }
}

async function readDatabaseProgress(): Promise<SavedProgress | null> {
  let record: { answers?: unknown; step?: unknown } | undefined
  try {
    record = await withStore<typeof record>('readonly', (store) => store.get(RECORD_ID))
  } catch (error) {
    warn('Could not read saved quiz progress from IndexedDB.', error)
    return null
  }
  if (!record) return null
  return { answers: await parseSavedAnswers(record.answers), step: parseStep(record.step) }
}

/** The saved progress: local storage's copy, else IndexedDB's (docs/product.md#quiz-persistence); null when there is none. */
export async function readSavedProgress(): Promise<SavedProgress | null> {
  try {
    return (await readLocalProgress()) ?? (await readDatabaseProgress())
  } catch (error) {
    // The schema's chunk could not load (offline): the quiz starts afresh rather than failing.
    warn('Could not check saved quiz progress.', error)
    return null
  }
}

/** Saves to both stores; never throws. */
export function saveProgress(progress: SavedProgress): void {
  try {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(progress.answers))
    localStorage.setItem(STEP_KEY, String(progress.step))
  } catch (error) {
    warn('Could not save quiz progress to local storage.', error)
  }
  void withStore('readwrite', (store) => store.put({ id: RECORD_ID, ...progress, savedAt: new Date().toISOString() })).catch((error) =>
    warn('Could not save quiz progress to IndexedDB.', error),
  )
}

function removeLocalProgress(): void {
  try {
    localStorage.removeItem(PROGRESS_KEY)
    localStorage.removeItem(STEP_KEY)
  } catch (error) {
    warn('Could not clear saved quiz progress.', error)
  }
}

/** Removes the saved answers and step after a successful submit. */
export async function clearProgress(): Promise<void> {
  removeLocalProgress()
  await withStore('readwrite', (store) => store.delete(RECORD_ID)).catch((error) =>
    warn('Could not clear saved quiz progress in IndexedDB.', error),
  )
}
