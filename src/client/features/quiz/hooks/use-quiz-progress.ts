import * as React from 'react'
import { getQuizSteps, getStepForStage } from '@/shared/options/quiz-steps'
import { DEFAULT_QUIZ_ANSWERS, type QuizAnswers } from '@/shared/schemas/quiz'
import { readDatabaseProgress, readLocalProgress, saveProgress } from '../lib/quiz-storage'

type State = { answers: QuizAnswers; step: number; touched: boolean }

function getInitialState(stage: string | null): State {
  const saved = readLocalProgress()
  // Spec 001 §4: the stage parameter picks the step; without it the saved step is restored, else 0.
  const step = stage !== null ? getStepForStage(stage) : (saved?.step ?? 0)
  return { answers: saved?.answers ?? DEFAULT_QUIZ_ANSWERS, step, touched: false }
}

/**
 * Answers and step of the quiz, saved on every change (spec 001 §4 Persistence). When local
 * storage has nothing, the IndexedDB copy is restored, unless the visitor has already started.
 */
export function useQuizProgress(stage: string | null) {
  const [state, setState] = React.useState(() => getInitialState(stage))
  const [hasLocal] = React.useState(() => readLocalProgress() !== null)
  const [restoring, setRestoring] = React.useState(!hasLocal)
  const finished = React.useRef(false)

  React.useEffect(() => {
    if (hasLocal) return
    let cancelled = false
    void readDatabaseProgress().then((saved) => {
      if (cancelled) return
      if (saved) {
        setState((current) => (current.touched ? current : { answers: saved.answers, step: stage !== null ? current.step : saved.step, touched: false }))
      }
      setRestoring(false)
    })
    return () => {
      cancelled = true
    }
  }, [hasLocal, stage])

  React.useEffect(() => {
    // Nothing is written before the saved copy is read, nor after a successful submit cleared it.
    if (restoring || finished.current) return
    saveProgress({ answers: state.answers, step: state.step })
  }, [state.answers, state.step, restoring])

  const steps = getQuizSteps(state.answers.industry)
  const stepIndex = Math.min(state.step, steps.length - 1)

  const updateAnswers = React.useCallback((patch: Partial<QuizAnswers>) => {
    setState((current) => ({ ...current, answers: { ...current.answers, ...patch }, touched: true }))
  }, [])

  const goTo = React.useCallback(
    (index: number) => {
      setState((current) => ({ ...current, step: Math.max(0, Math.min(index, steps.length - 1)), touched: true }))
      // Spec 001 §2: each step change scrolls to the top.
      window.scrollTo({ top: 0, behavior: 'instant' })
    },
    [steps.length],
  )

  const markFinished = React.useCallback(() => {
    finished.current = true
  }, [])

  return { answers: state.answers, steps, stepIndex, updateAnswers, goTo, markFinished }
}
