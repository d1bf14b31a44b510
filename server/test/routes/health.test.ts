import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKENDS } from '../helpers/backends'
import { get } from '../helpers/http'
import { createTestApp, type TestApp } from '../helpers/testApp'

describe.each(BACKENDS)('GET /v1/health on %s', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(backend)
  })
  afterAll(async () => t?.close())

  it('reports the server and the database up', async () => {
    const res = await get(t.app, '/v1/health')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ code: 200, data: { ok: true, db: true } })
  })
})
