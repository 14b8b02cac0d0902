// The inbound module: replies to agents' e-mails arrive by the embedded SMTP receiver or a provider's webhook
// (docs/inbound-email.md) and are handed to the conversation they answer.
export { inboundPlugin } from './inbound-plugin'
