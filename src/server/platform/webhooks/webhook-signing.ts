import { Webhook } from 'standardwebhooks'

export type SignedRequest = { headers: Record<string, string>; body: string }

/**
 * Standard Webhooks signature (https://www.standardwebhooks.com): HMAC-SHA256 over
 * `{webhook-id}.{webhook-timestamp}.{body}` with the whsec_ secret, sent as `v1,{base64}`.
 */
export function signWebhook(secret: string, id: string, body: string, at = new Date()): SignedRequest {
  const timestamp = Math.floor(at.getTime() / 1000)
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': new Webhook(secret).sign(id, new Date(timestamp * 1000), body),
    },
  }
}
