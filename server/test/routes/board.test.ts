import { shortenAddress } from '@phoswap/core/format/shortenAddress'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refreshStarCards, STAR_THRESHOLDS_SETTING } from '../../src/programs/equity/starCards'
import { setSetting } from '../../src/services/settings'
import { setOwnTvl } from '../../src/services/team/teamUpdates'
import { TREE_LOCK } from '../../src/services/team/treeLock'
import { ensureUser } from '../../src/services/users/ensureUser'
import { BACKENDS } from '../helpers/backends'
import { get } from '../helpers/http'
import { createTestApp, type TestApp } from '../helpers/testApp'

/** Star n from n x 100 base units of own TVL, nothing else asked (the operator's setting). */
const BY_OWN_TVL = JSON.stringify(
  [1, 2, 3, 4, 5].map((l) => ({ own_tvl: String(l * 100), team_tvl: '0', valid_direct: 0, team_valid: 0, lines: 0 })),
)
const address = (i: number) => getAddress(`0x${(0xabc0 + i).toString(16)}${'7f'.repeat(18)}`)

interface Member {
  address: string
  star_level: number
  since: string | null
}

describe.each(BACKENDS)('GET /starcard/board (the board of directors) on %s', (backend) => {
  let t: TestApp
  const board = (query = '') => get(t.app, `/v1/starcard/board${query}`)
  /** Gives the user `i` own TVL and sets every card as the refresher does at `at`. */
  const qualify = async (users: { i: number; tvl: bigint }[], at: string) => {
    const db = t.db.handle.db
    for (const { i, tvl } of users) {
      const user = await ensureUser(db, address(i).toLowerCase())
      await db.transaction(async (tx) => {
        await tx.execute(TREE_LOCK)
        await setOwnTvl(tx, user.id, tvl, 10n ** 30n, null)
      })
    }
    await db.transaction((tx) => refreshStarCards(tx, new Date(at)))
  }

  beforeAll(async () => {
    t = await createTestApp(backend)
    await setSetting(t.db.handle.db, STAR_THRESHOLDS_SETTING, BY_OWN_TVL)
  })
  afterAll(async () => t?.close())

  it('is public and empty before anyone holds a card', async () => {
    await qualify([{ i: 99, tvl: 99n }], '2026-01-01T00:00:00Z')
    const res = await board()
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ list: [], total_count: 0 })
  })

  it('lists the holders 12 a page: highest star first, then the longest qualified; addresses shortened', async () => {
    // Day 1: ten star-1 holders (0..9), one star 3 (10). Day 2: two star 5 (11, 12) and one more star 1 (13).
    await qualify(
      [...Array.from({ length: 10 }, (_, i) => ({ i, tvl: 100n })), { i: 10, tvl: 300n }],
      '2026-01-01T00:00:00Z',
    )
    await qualify(
      [
        { i: 11, tvl: 500n },
        { i: 12, tvl: 900n },
        { i: 13, tvl: 150n },
      ],
      '2026-01-02T00:00:00Z',
    )
    const first = await board()
    expect(first.status).toBe(200)
    expect(first.body.data.total_count).toBe(14)
    const list = first.body.data.list as Member[]
    expect(list).toHaveLength(12)
    expect(list.slice(0, 3).map((m) => m.star_level)).toEqual([5, 5, 3])
    expect(list.slice(0, 3).map((m) => m.address)).toEqual([11, 12, 10].map((i) => shortenAddress(address(i))))
    expect(list[0]).toEqual({ address: shortenAddress(address(11)), star_level: 5, since: '2026-01-02T00:00:00.000Z' })
    expect(list[2]!.since).toBe('2026-01-01T00:00:00.000Z')
    expect(list[3]).toMatchObject({ address: shortenAddress(address(0)), star_level: 1 })
    expect(list[3]!.address).toMatch(/^0x[0-9a-fA-F]{4}\.\.\.[0-9a-fA-F]{4}$/)
    // The full address never leaves: only its first 4 and last 4 hex digits.
    expect(JSON.stringify(first.body)).not.toContain(address(0).slice(6, -4))
    const second = (await board('?page=2')).body.data
    expect(second.total_count).toBe(14)
    expect((second.list as Member[]).map((m) => m.address)).toEqual([9, 13].map((i) => shortenAddress(address(i))))
    expect((await board('?page=3')).body.data).toEqual({ list: [], total_count: 14 })
    const small = (await board('?page=2&page_size=5')).body.data.list as Member[]
    expect(small.map((m) => m.address)).toEqual([2, 3, 4, 5, 6].map((i) => shortenAddress(address(i))))
  })

  it('a holder who falls below star 1 leaves the board', async () => {
    await qualify([{ i: 12, tvl: 50n }], '2026-01-03T00:00:00Z')
    const data = (await board()).body.data
    expect(data.total_count).toBe(13)
    expect((data.list as Member[]).map((m) => m.address)).not.toContain(shortenAddress(address(12)))
  })

  it('refuses a page size outside 1 to 100 and unknown fields with 400', async () => {
    for (const query of ['?page_size=0', '?page_size=101', '?page=0', '?chain=1']) {
      expect((await board(query)).status, query).toBe(400)
    }
  })
})
