import { clsx } from 'clsx'
import { Pause, Play } from 'lucide-react'
import { useShowcaseRotation } from '../hooks/use-showcase-rotation'
import { RunAgentsButton } from './run-agents-button'
import { ACCENT_CLASSES, SHOWCASE_STEPS, SHOWCASE_TAGS } from './showcase-steps'

type ShowcaseProps = { rotation: ReturnType<typeof useShowcaseRotation> }

/** The showcase (docs/product.md#showcase): seven steps, one highlighted at a time, with the Run Agents button. */
export function Showcase({ rotation }: ShowcaseProps) {
  const { active, setActive, paused, setPaused, reducedMotion, regionProps } = rotation
  const step = SHOWCASE_STEPS[active]!
  const accent = ACCENT_CLASSES[step.accent]

  return (
    <section aria-labelledby="showcase-heading" className="mx-auto w-full max-w-5xl px-4 sm:px-6" {...regionProps}>
      <div className={clsx('rounded-2xl border-2 bg-card p-5 shadow-sm transition-colors sm:p-8', accent.border)} data-accent={step.accent}>
        <div className="flex items-center justify-between gap-4">
          <h2 id="showcase-heading" className="text-lg font-semibold">
            Your AI workforce in 7 steps
          </h2>
          {reducedMotion ? null : (
            <button
              type="button"
              onClick={() => setPaused(!paused)}
              className="inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
              aria-label={paused ? 'Play showcase' : 'Pause showcase'}
            >
              {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
            </button>
          )}
        </div>
        <ol className="mt-5 grid grid-cols-4 gap-2 sm:grid-cols-7">
          {SHOWCASE_STEPS.map((item, index) => {
            const current = index === active
            const itemAccent = ACCENT_CLASSES[item.accent]
            return (
              <li key={item.number}>
                <button
                  type="button"
                  onClick={() => setActive(index)}
                  aria-current={current ? 'step' : undefined}
                  className={clsx(
                    'flex w-full flex-col items-center gap-1 rounded-lg border px-1 py-2 text-xs font-medium transition-colors',
                    current ? clsx(itemAccent.soft, itemAccent.border, itemAccent.text) : 'text-muted-foreground hover:bg-muted',
                  )}
                >
                  <span aria-hidden="true" className="text-base font-bold">
                    {item.number}
                  </span>
                  {item.title}
                </button>
              </li>
            )
          })}
        </ol>
        <div className={clsx('mt-5 grid gap-4 rounded-xl p-5 sm:grid-cols-[1fr_auto] sm:items-center', accent.soft)}>
          <div>
            <p className={clsx('text-sm font-semibold', accent.text)}>
              Step {step.number} of {SHOWCASE_STEPS.length}: {step.title}
            </p>
            <p className="mt-1 text-xl font-semibold">{step.text}</p>
            <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-2">
              {SHOWCASE_TAGS.map((tag) => (
                <li key={tag} className="rounded-full border bg-background px-3 py-1 text-xs font-medium">
                  {tag}
                </li>
              ))}
            </ul>
          </div>
          <RunAgentsButton className={accent.solid} />
        </div>
      </div>
    </section>
  )
}
