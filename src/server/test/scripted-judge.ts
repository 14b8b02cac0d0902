import { draftFromPrompt, type ScriptedModelServer } from './scripted-model-server'

// The test bench's scripted model (docs/decisions/134-test-bench.md), for the API tests and the Playwright journey: a
// proposed model whose e-mails are recognisably warmer, and a judge that prefers them. Test support only.

/** The line the proposed model adds to every e-mail it writes. */
export const SIGN_OFF = 'We are glad you wrote to us.'

/**
 * Every draft from the prompt (draftFromPrompt), `proposed`'s with SIGN_OFF added; the judge prefers the e-mail with
 * it wherever it is shown, or with `always-A` always the first one shown.
 */
export function scriptWritersAndJudge(
  model: ScriptedModelServer,
  proposed: string,
  judge: 'prefers-sign-off' | 'always-A' = 'prefers-sign-off',
) {
  model.fallback = ({ system, user, model: name }) => {
    if (system.includes('You compare two e-mails')) {
      const [a, b] = [/E-mail A:[\s\S]*?E-mail B:/.exec(user)?.[0] ?? '', user.split('E-mail B:')[1] ?? '']
      const better = judge === 'always-A' ? 'A' : a.includes(SIGN_OFF) ? 'A' : b.includes(SIGN_OFF) ? 'B' : 'tie'
      return { content: JSON.stringify({ better, reason: 'scripted' }) }
    }
    const draft = draftFromPrompt({ system, user })
    return { draft: name === proposed ? { ...draft, body: `${draft.body}\n\n${SIGN_OFF}` } : draft }
  }
}
