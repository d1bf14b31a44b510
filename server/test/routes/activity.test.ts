import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activityJoins } from '../../src/db/schema'
import { BACKENDS } from '../helpers/backends'
import { post } from '../helpers/http'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { alice } from '../helpers/wallets'

describe.each(BACKENDS)('activity routes on %s', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(backend)
  })
  afterAll(async () => t?.close())

  it('join works without authorisation and is idempotent per address', async () => {
    const first = await post(t.app, '/v1/activity/join', { address: alice.address })
    const second = await post(t.app, '/v1/activity/join', { address: alice.address.toLowerCase() })
    expect(first.status).toBe(200)
    expect(first.body.data).toEqual({ joined: true })
    expect(second.body.data).toEqual({ joined: true })
    const rows = await t.db.handle.db.select().from(activityJoins)
    expect(rows.map((r) => r.address)).toEqual([alice.address.toLowerCase()])
  })

  it('join refuses a malformed address', async () => {
    const res = await post(t.app, '/v1/activity/join', { address: 'alice' })
    expect(res.status).toBe(400)
  })
})
