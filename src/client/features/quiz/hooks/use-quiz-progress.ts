import * as React from 'react'
import { getQuizSteps, getStepForStage } from '@/shared/wizards/quiz-steps'
import { DEFAULT_QUIZ_ANSWERS } from '@/shared/wizards/quiz-default-answers'
import type { QuizAnswers } from '@/shared/schemas/quiz'
import { hasLocalProgress, readSavedProgress, saveProgress } from '../lib/quiz-storage'

type State = { answers: QuizAnswers; step: number; touched: boolean }

/**
 * Answers and step of the quiz, saved on every change (docs/product.md#quiz-persistence). The saved copy (local storage,
 * else IndexedDB) is restored once on arrival, unless the visitor has already started; it is read asynchronously
 * because its validation loads on demand (docs/decisions/023). `ready` is false while local answers are being
 * restored, so a returning visitor does not see the first step flash by.
 */
export function useQuizProgress(stage: string | null) {
  // The stage parameter picks the step; without it the saved step is restored, else 0 (docs/product.md#quiz-steps).
  const [initialStage] = React.useState(stage)
  const [state, setState] = React.useState<State>(() => ({
    answers: DEFAULT_QUIZ_ANSWERS,
    step: initialStage !== null ? getStepForStage(initialStage) : 0,
    touched: false,
  }))
  const [hasLocal] = React.useState(hasLocalProgress)
  const [restoring, setRestoring] = React.useState(true)
  const finished = React.useRef(false)

  React.useEffect(() => {
    let cancelled = false
    void readSavedProgress().then((saved) => {
      if (cancelled) return
      if (saved) {
        setState((current) =>
          current.touched ? current : { answers: saved.answers, step: initialStage !== null ? current.step : saved.step, touched: false },
        )
      }
      setRestoring(false)
    })
    return () => {
      cancelled = true
    }
  }, [initialStage])

  React.useEffect(() => {
    // Nothing is written before the saved copy is read, nor after a successful submit cleared it, nor before the
    // visitor answers or moves: a visitor who only looked has nothing to resume, and their next visit would wait for
    // the saved copy's validation before showing the first step.
    if (restoring || finished.current || !state.touched) return
    saveProgress({ answers: state.answers, step: state.step })
  }, [state.answers, state.step, state.touched, restoring])

  const steps = getQuizSteps(state.answers.industry)
  const stepIndex = Math.min(state.step, steps.length - 1)

  const updateAnswers = React.useCallback((patch: Partial<QuizAnswers>) => {
    setState((current) => ({ ...current, answers: { ...current.answers, ...patch }, touched: true }))
  }, [])

  const goTo = React.useCallback(
    (index: number) => {
      setState((current) => ({ ...current, step: Math.max(0, Math.min(index, steps.length - 1)), touched: true }))
      // Each step change scrolls to the top (docs/product.md#quiz).
      window.scrollTo({ top: 0, behavior: 'instant' })
    },
    [steps.length],
  )

  const markFinished = React.useCallback(() => {
    finished.current = true
  }, [])

  const ready = !(restoring && hasLocal)
  return { answers: state.answers, steps, stepIndex, updateAnswers, goTo, markFinished, ready }
}
