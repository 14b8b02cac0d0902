// Saving a company's own API key needs the server's encryption key, which only the installation's administrator can
// set (README: AI_KEY_ENCRYPTION_KEY). Said to the owner in their words; the variable's name goes to the server's log.
// No zod here: Settings → AI reads it on first paint.

export const KEY_SAVING_UNAVAILABLE = 'Saving your own key is not available on this installation yet; your administrator can turn it on'
