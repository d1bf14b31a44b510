import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rewardWallets } from '../../src/db/schema'
import { BACKENDS } from '../helpers/backends'
import { get } from '../helpers/http'
import { signIn } from '../helpers/signIn'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { alice, bob } from '../helpers/wallets'

describe.each(BACKENDS)('reward wallet list on %s', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(backend)
  })
  afterAll(async () => t?.close())

  it('needs a session', async () => {
    const res = await get(t.app, '/v1/reward/wallet-list')
    expect(res.status).toBe(401)
  })

  it('a new user sees every coin at zero', async () => {
    const token = await signIn(t.app, alice)
    const res = await get(t.app, '/v1/reward/wallet-list', { token })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({
      list: [
        { coin_id: 3, coin_en: 'PHO', logo: 'coins/PHO.svg', decimals: 18, usable: '0', freeze: '0' },
        { coin_id: 6, coin_en: 'GDT', logo: 'coins/GDT.svg', decimals: 18, usable: '0', freeze: '0' },
        { coin_id: 7, coin_en: 'VGT', logo: 'coins/VGT.svg', decimals: 18, usable: '0', freeze: '0' },
        { coin_id: 1, coin_en: 'USDT', logo: 'coins/USDT.svg', decimals: 18, usable: '0', freeze: '0' },
        { coin_id: 8, coin_en: 'GDB', logo: 'coins/GDB.svg', decimals: 18, usable: '0', freeze: '0' },
        { coin_id: 9, coin_en: 'VGB', logo: 'coins/VGB.svg', decimals: 18, usable: '0', freeze: '0' },
      ],
      total_count: 6,
    })
  })

  it('shows the session user balances from the table, exact, and nobody else', async () => {
    const big = '123456789012345678901234567890123456789'
    await t.db.handle.db.insert(rewardWallets).values([
      { address: bob.address.toLowerCase(), coinId: 6, usable: big, frozen: '5' },
      { address: alice.address.toLowerCase(), coinId: 3, usable: '7', frozen: '0' },
    ])
    const token = await signIn(t.app, bob)
    const list = (await get(t.app, `/v1/reward/wallet-list?account=${alice.address}`, { token })).body.data.list
    expect(list.find((c: { coin_id: number }) => c.coin_id === 6)).toMatchObject({ usable: big, freeze: '5' })
    expect(list.find((c: { coin_id: number }) => c.coin_id === 3)).toMatchObject({ usable: '0', freeze: '0' })
  })

  it('the table refuses a negative balance', async () => {
    await expect(
      t.db.handle.db.insert(rewardWallets).values({ address: '0x'.padEnd(42, '1'), coinId: 3, usable: '-1' }),
    ).rejects.toThrow()
  })
})
