import type { CasePoint } from '../case'

// Points a good answer to an adversarial case makes (docs/ai-eval.md#answers), in the languages the cases use.

export const APOLOGY: CasePoint = {
  what: 'apologise',
  pattern:
    /\b(?:sorry|apolog\w*|entschuldig\w*|tut (?:mir|uns) leid|désolé\w*|excuses|lo siento|lamentamos|disculp\w*|mi dispiace|ci scusiamo|desculp\w*|lamento)\b/iu,
}

export const TEAM_FOLLOWS_UP: CasePoint = {
  what: 'say who will come back with what the facts do not answer',
  pattern: /\b(?:team|colleagues?|kolleg\w*|équipe|collègue\w*|equipo|compañer\w*|squadra|collegh\w*|equipe|colega\w*|billing)\b/iu,
}

/** A price the company's knowledge publishes, when the person asked what it costs. */
export const STATES_A_PRICE: CasePoint = { what: 'state the published prices', pattern: /\$49|\$199|\$6\.50|\$28|€1,500|€4,000/u }
