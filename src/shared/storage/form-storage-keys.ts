/**
 * Browser storage keys shared by the onboarding wizard and the demo flow (docs/product.md#form-storage, #landing,
 * #demo-flow): the landing's Run Agents and the demo's entry clear them, the demo's assessment writes the form store.
 */
export const ONBOARDING_FORM_STORAGE_KEY = 'agentworks.onboarding.form'
/** sessionStorage: a form session is active in this tab. */
export const FORM_SESSION_ACTIVE_KEY = 'agentworks.onboarding.session-active'
/** localStorage: when the visitor started filling the form (ISO time). */
export const FORM_START_TIME_KEY = 'agentworks.onboarding.start-time'
