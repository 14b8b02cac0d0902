import { generateKeyPairSync } from 'node:crypto'

// A sending domain of the tests' own, sender.example (docs/inbound-email.md#authentication): its SPF record allows
// 127.0.0.1, its DKIM key signs the tests' replies, and its DMARC policy rejects what fails, so the receiver's checks
// are really evaluated without asking this machine's name servers.

const keyPair = () => generateKeyPairSync('rsa', { modulusLength: 2048 })
const signing = keyPair()

/** nodemailer's DKIM options for a reply that passes. */
export const SENDER_DKIM = {
  domainName: 'sender.example',
  keySelector: 'mail',
  privateKey: signing.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
}
/** The same selector with another key: a forged signature. */
export const FORGED_DKIM = { ...SENDER_DKIM, privateKey: keyPair().privateKey.export({ type: 'pkcs8', format: 'pem' }) as string }

const ZONE: Record<string, string> = {
  'sender.example': 'v=spf1 ip4:127.0.0.1 -all',
  'mail._domainkey.sender.example': `v=DKIM1; k=rsa; p=${signing.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`,
  '_dmarc.sender.example': 'v=DMARC1; p=reject',
}

/** The config's test-only DNS resolver: the zone's TXT records, and "not found" for every other name. */
export async function resolveSenderZone(name: string, rrtype: string): Promise<string[][]> {
  const record = rrtype === 'TXT' ? ZONE[name.toLowerCase()] : undefined
  if (record === undefined) throw Object.assign(new Error(`query${rrtype} ENOTFOUND ${name}`), { code: 'ENOTFOUND' })
  return [[record]]
}
