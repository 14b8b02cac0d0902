import type { Resolver, ResolverOptions } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { loginSchema } from '@/shared/schemas/auth'
import { lazyResolver, lazyZodResolver } from './lazy-resolver'

type Login = { email: string; password: string }

const options: ResolverOptions<Login> = { fields: {}, shouldUseNativeValidation: undefined }

/** A loader whose import the test finishes or fails by hand. */
function manualLoader<T>() {
  let finish: (value: T) => void = () => {}
  let fail: (error: Error) => void = () => {}
  const load = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        finish = resolve
        fail = reject
      }),
  )
  return { load, finish: (value: T) => finish(value), fail: (error: Error) => fail(error) }
}

/** Lets the promise callbacks already queued run (no timers involved). */
async function settle() {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve()
}

const accept: Resolver<Login, unknown, Login> = async (values) => ({ values, errors: {} })

describe('lazyZodResolver', () => {
  it('applies the shared schema once loaded: field issues, then the parsed values', async () => {
    const resolver = lazyZodResolver(() => Promise.resolve(loginSchema))
    const refused = await resolver({ email: 'not an address', password: '' }, undefined, options)
    expect(Object.keys(refused.errors)).toEqual(['email', 'password'])
    const accepted = await resolver({ email: '  ada@example.com ', password: 'secret-42' }, undefined, options)
    expect(accepted).toEqual({ values: { email: 'ada@example.com', password: 'secret-42' }, errors: {} })
  })
})

describe('lazyResolver', () => {
  it('imports once: a preload and the submits that follow share it', async () => {
    const loader = manualLoader<Resolver<Login, unknown, Login>>()
    const resolver = lazyResolver(loader.load)
    resolver.preload()
    resolver.preload()
    const submitted = resolver({ email: 'a@example.com', password: 'x' }, undefined, options)
    loader.finish(accept)
    await expect(submitted).resolves.toEqual({ values: { email: 'a@example.com', password: 'x' }, errors: {} })
    await resolver({ email: 'b@example.com', password: 'y' }, undefined, options)
    expect(loader.load).toHaveBeenCalledTimes(1)
  })

  it('a submit during the import waits for it and gets the real verdict', async () => {
    const loader = manualLoader<Resolver<Login, unknown, Login>>()
    const resolver = lazyResolver(loader.load)
    const refuse: Resolver<Login, unknown, Login> = async () => ({
      values: {},
      errors: { email: { type: 'format', message: 'Please enter a valid email address' } },
    })
    const submitted = resolver({ email: 'nope', password: 'x' }, undefined, options)
    loader.finish(refuse)
    expect((await submitted).errors.email?.message).toBe('Please enter a valid email address')
  })

  it('when the import fails, hands the values to the server unchanged and tries again on the next submit', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const loader = manualLoader<Resolver<Login, unknown, Login>>()
    const resolver = lazyResolver(loader.load)
    const first = resolver({ email: 'a@example.com', password: 'x' }, undefined, options)
    loader.fail(new Error('Failed to fetch dynamically imported module'))
    await expect(first).resolves.toEqual({ values: { email: 'a@example.com', password: 'x' }, errors: {} })
    expect(warn).toHaveBeenCalledTimes(1)

    const second = resolver({ email: 'b@example.com', password: 'y' }, undefined, options)
    loader.finish(accept)
    await expect(second).resolves.toEqual({ values: { email: 'b@example.com', password: 'y' }, errors: {} })
    expect(loader.load).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })

  it('a failed preload is silent and leaves the import to the submit', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const loader = manualLoader<Resolver<Login, unknown, Login>>()
    const resolver = lazyResolver(loader.load)
    resolver.preload()
    loader.fail(new Error('offline'))
    await settle()
    const submitted = resolver({ email: 'a@example.com', password: 'x' }, undefined, options)
    loader.finish(accept)
    await expect(submitted).resolves.toEqual({ values: { email: 'a@example.com', password: 'x' }, errors: {} })
    expect(loader.load).toHaveBeenCalledTimes(2)
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })
})
