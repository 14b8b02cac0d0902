import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiRequest } from './api-client'

function respondWith(body: string, init: ResponseInit) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, init)),
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('apiRequest error messages (docs/product.md#api-errors)', () => {
  it("uses the server's JSON message and field issues", async () => {
    respondWith(JSON.stringify({ message: 'Invalid email or password', issues: [{ path: 'email', message: 'x' }] }), { status: 401 })
    const error = await apiRequest('POST', '/api/login', {}).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, message: 'Invalid email or password', issues: [{ path: 'email', message: 'x' }] })
  })

  it('reads a JSON body only in the error body shape (errorBodySchema), else keeps its text', async () => {
    const malformed = JSON.stringify({ message: 'Half right', issues: [{ path: 1 }] })
    respondWith(malformed, { status: 400 })
    await expect(apiRequest('POST', '/api/quiz/submit', {})).rejects.toThrow(malformed)
    respondWith(JSON.stringify({ message: 'Too many requests', retry: 3 }), { status: 429 })
    await expect(apiRequest('POST', '/api/quiz/submit', {}).catch((caught: unknown) => caught)).resolves.toMatchObject({
      message: 'Too many requests',
      issues: [],
    })
  })

  it('falls back to the response text, then the status text, then the status code', async () => {
    respondWith('Bad gateway from proxy', { status: 502 })
    await expect(apiRequest('GET', '/api/user')).rejects.toThrow('Bad gateway from proxy')
    respondWith('', { status: 503, statusText: 'Service Unavailable' })
    await expect(apiRequest('GET', '/api/user')).rejects.toThrow('Service Unavailable')
    respondWith('', { status: 500, statusText: '' })
    await expect(apiRequest('GET', '/api/user')).rejects.toThrow('Request failed with status 500')
  })

  it('sends JSON with cookies and reads 204 as undefined', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetchMock)
    await expect(apiRequest('POST', '/api/logout')).resolves.toBeUndefined()
    await apiRequest('POST', '/api/login', { email: 'a@b.co' })
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/login',
      expect.objectContaining({
        credentials: 'include',
        body: '{"email":"a@b.co"}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    )
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/logout',
      expect.objectContaining({ body: undefined, headers: { Accept: 'application/json' } }),
    ])
  })
})
