// The eval's settings (docs/ai-eval.md): what a run must reach to pass, how many times each case is written, and how
// the graders' scores add up. Changing a number here changes what "pass" means: say why in docs/ai-eval.md.

export const EVAL_CONFIG = {
  /** The overall score (0–100) a run must reach; below it the run fails and `npm run eval` exits 1. */
  threshold: 75,
  /** Each case is written this many times: a model's answers vary, and one sample hides how much. */
  samples: 3,
  /** A case regressed when its score fell by more than this many points from the baseline's. */
  regressionMargin: 10,
  /** Cases written at once: enough to keep a hosted model busy, few enough for a local one. */
  concurrency: 4,
  /** Where each run's results are saved, one JSON file per run, and `baseline.json` when asked. */
  resultsDir: 'eval/results',
  /**
   * How much each quality grader counts in a sample's score once every gate has passed. The judge's graders count
   * only when a judge is configured; an inapplicable grader (no button to refer to, nothing the person asked) is left
   * out of the mean rather than counted as a pass.
   */
  weights: { decision: 1, answers: 1, length: 1, rubric: 2, vsTemplate: 2 },
  /** The judge's time limit for one call; a judge that fails leaves its graders out of that sample. */
  judgeTimeoutMs: 60_000,
} as const

/** The graders a sample must pass to score at all: an e-mail that fails one of them cannot be sent. */
export const GATES = ['grounding', 'policy', 'credentials', 'language', 'tone', 'form'] as const
export type GateName = (typeof GATES)[number]

/** The graders that grade how good a sendable e-mail is. */
export const QUALITY = ['decision', 'answers', 'length', 'rubric', 'vsTemplate'] as const
export type QualityName = (typeof QUALITY)[number]

/** Reported, not scored: whether the product would keep the text, and how it compares with the reference. */
export const INFO = ['runtime', 'vsReference'] as const

export type GraderName = GateName | QualityName | (typeof INFO)[number]
export const GRADERS: readonly GraderName[] = [...GATES, ...QUALITY, ...INFO]
