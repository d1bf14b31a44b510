import { describe, expect, it, vi } from 'vitest'
import { type ClientDeps, createClient } from './client'

function setup(respond: (url: string, init: RequestInit) => Promise<Response>, overrides: Partial<ClientDeps> = {}) {
  const toasts: string[] = []
  const calls: { url: string; init: RequestInit }[] = []
  const onUnauthorized = vi.fn()
  const client = createClient({
    fetch: ((url: string, init: RequestInit) => {
      calls.push({ url, init })
      return respond(url, init)
    }) as typeof fetch,
    apiBase: () => '/v1',
    token: () => 'tok',
    language: () => 'ko-KR',
    toast: (text) => toasts.push(text),
    translate: (key, options) => (options ? `${key} ${JSON.stringify(options)}` : key),
    onUnauthorized,
    timeoutMs: 50,
    ...overrides,
  })
  return { client, toasts, calls, onUnauthorized }
}

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))

describe('HTTP client', () => {
  it('returns data on code 200 and sends the token, the language and a JSON body', async () => {
    const { client, calls, toasts } = setup(() => json(200, { code: 200, msg: 'ok', data: { a: 1 } }))
    await expect(client.request('POST', '/index/get-account', { body: { address: '0x1' } })).resolves.toEqual({ a: 1 })
    const headers = calls[0]!.init.headers as Record<string, string>
    expect(calls[0]!.url).toBe('/v1/index/get-account')
    expect(headers.Authorization).toBe('Bearer tok')
    expect(headers['Show-Language']).toBe('ko-KR')
    expect(calls[0]!.init.body).toBe('{"address":"0x1"}')
    expect(toasts).toEqual([])
  })

  it('omits Authorization when not signed in and encodes the query', async () => {
    const { client, calls } = setup(() => json(200, { code: 200, msg: '', data: null }), { token: () => null })
    await client.request('GET', '/basic/notice/list', { query: { page: 1, page_size: 20, skip: undefined } })
    expect(calls[0]!.url).toBe('/v1/basic/notice/list?page=1&page_size=20')
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined()
  })

  it('shows the body message of a failed call and rejects', async () => {
    const { client, toasts } = setup(() => json(409, { code: 40900, msg: 'already bound', data: null }))
    await expect(client.request('POST', '/user-center/bind')).rejects.toMatchObject({ status: 409, code: 40900 })
    expect(toasts).toEqual(['already bound'])
  })

  it('falls back to "Something went wrong" when a failure has no message', async () => {
    const { client, toasts } = setup(() => json(200, { code: 40000, msg: '', data: null }))
    await expect(client.request('GET', '/x')).rejects.toThrow()
    expect(toasts).toEqual(['somethingWentWrong'])
  })

  it('shows the message of a 403', async () => {
    const { client, toasts } = setup(() => json(403, { code: 40300, msg: 'not allowed', data: null }))
    await expect(client.request('GET', '/x')).rejects.toMatchObject({ status: 403 })
    expect(toasts).toEqual(['not allowed'])
  })

  it('is silent on 401 and drops the token', async () => {
    const { client, toasts, onUnauthorized } = setup(() => json(401, { code: 40100, msg: 'sign in', data: null }))
    await expect(client.request('GET', '/x')).rejects.toMatchObject({ status: 401 })
    expect(toasts).toEqual([])
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })

  it('shows "Server error" on 500', async () => {
    const { client, toasts } = setup(() => json(500, { code: 50000, msg: 'internal', data: null }))
    await expect(client.request('GET', '/x')).rejects.toMatchObject({ status: 500 })
    expect(toasts).toEqual(['serverError'])
  })

  it('shows the status and its text when the body is not an envelope', async () => {
    const { client, toasts } = setup(() =>
      Promise.resolve(new Response('nope', { status: 404, statusText: 'Not Found' })),
    )
    await expect(client.request('GET', '/x')).rejects.toMatchObject({ status: 404 })
    expect(toasts).toEqual(['requestFailed {"status":404,"message":"Not Found"}'])
  })

  it('times out after the limit with "Connection timed out"', async () => {
    const { client, toasts } = setup(
      (_url, init) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    )
    await expect(client.request('GET', '/slow')).rejects.toMatchObject({ status: 0 })
    expect(toasts).toEqual(['connectionTimedOut'])
  })

  it('reports a network failure with its message', async () => {
    const { client, toasts } = setup(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(client.request('GET', '/x')).rejects.toThrow()
    expect(toasts).toEqual(['http.network {"message":"Failed to fetch"}'])
  })

  it('stays quiet when asked', async () => {
    const { client, toasts } = setup(() => json(400, { code: 40000, msg: 'bad', data: null }))
    await expect(client.request('GET', '/x', { quiet: true })).rejects.toThrow()
    expect(toasts).toEqual([])
  })
})
