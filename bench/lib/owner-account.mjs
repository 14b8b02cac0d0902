// A business's owner made through the API, as a visitor would register, for the sections that measure a signed-in
// workspace or send events with the business's own keys.

/** `method path` with a JSON body, signed in by `cookie` or an API `key`; throws on any answer but 2xx. */
export async function call(origin, method, path, { cookie, key, body } = {}) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response
}

/** Registers an owner of a new company named after `label` and returns the session cookie (`sid=…`). */
export async function registerOwner(origin, label) {
  const id = `${label}_${Date.now().toString(36)}`
  const registered = await call(origin, 'POST', '/api/register', {
    body: {
      email: `bench-${id.replaceAll('_', '-')}@example.com`,
      username: `bench_${id}`,
      password: 'a-sturdy-bench-passphrase',
      full_name: 'Bench Owner',
      company_name: `Bench ${label} Co`,
    },
  })
  const cookie = registered.headers
    .getSetCookie()
    .map((each) => each.split(';')[0])
    .find((each) => /sid=/.test(each))
  if (!cookie) throw new Error('register: no session cookie')
  return cookie
}
