import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { teamFacts, users } from '../../src/db/schema'
import { setOwnTvl } from '../../src/services/team/teamUpdates'
import { TREE_LOCK } from '../../src/services/team/treeLock'
import { BACKENDS } from '../helpers/backends'
import { get, post } from '../helpers/http'
import { bind, signIn } from '../helpers/signIn'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { anvilAccount } from '../helpers/wallets'

const USDT = 10n ** 18n
const GENESIS = anvilAccount(40)

describe.each(BACKENDS)('team routes (invitation page) on %s', (backend) => {
  let t: TestApp
  let next = 41
  const fresh = async () => {
    const account = anvilAccount(next++)
    const token = await signIn(t.app, account)
    const info = (await get(t.app, '/v1/user-center/invite-info', { token })).body.data
    return { account, token, code: info.invite_code as string, info }
  }
  const userId = async (address: string) =>
    (await t.db.handle.db.select().from(users).where(eq(users.address, address.toLowerCase())))[0]!.id
  const setTvl = (id: number, usdt: bigint) =>
    t.db.handle.db.transaction(async (tx) => {
      await tx.execute(TREE_LOCK)
      await setOwnTvl(tx, id, usdt * USDT, 100n * USDT, null)
    })

  beforeAll(async () => {
    t = await createTestApp(backend, { genesisAddress: GENESIS.address.toLowerCase() })
  })
  afterAll(async () => t?.close())

  it('the genesis address may invite without a referrer; a fresh unbound user may not (link shown as --)', async () => {
    const token = await signIn(t.app, GENESIS)
    const genesis = await get(t.app, '/v1/user-center/invite-info', { token })
    expect(genesis.status).toBe(200)
    expect(genesis.body.data).toMatchObject({ is_genesis: true, can_invite: true, parent_id: 0, children_count: 0 })
    const other = await fresh()
    expect(other.info).toMatchObject({ is_genesis: false, can_invite: false, parent_id: 0, max_zone_cp: '0' })
  })

  it('a friend binds under the genesis; both see it: the list masked, the recommender, can_invite', async () => {
    const gToken = await signIn(t.app, GENESIS)
    const gCode = (await get(t.app, '/v1/user-center/invite-info', { token: gToken })).body.data.invite_code
    const friend = await fresh()
    expect((await get(t.app, '/v1/user-center/recommender', { token: friend.token })).body.data).toEqual({
      parent_id: 0,
      address: null,
    })
    expect((await bind(t.app, friend.account, friend.token, gCode)).status).toBe(200)
    const list = await get(t.app, '/v1/user-center/children-list?page=1&page_size=10', { token: gToken })
    const a = friend.account.address
    expect(list.body.data.total_count).toBe(1)
    expect(list.body.data.list[0].address).toBe(`${a.slice(0, 7)}****${a.slice(-7)}`)
    expect(JSON.stringify(list.body)).not.toContain(a.slice(7, -7))
    const rec = await get(t.app, '/v1/user-center/recommender', { token: friend.token })
    expect(rec.body.data.address).toBe(GENESIS.address)
    expect(rec.body.data.parent_id).toBeGreaterThan(0)
    const info = await get(t.app, '/v1/user-center/invite-info', { token: friend.token })
    expect(info.body.data).toMatchObject({ can_invite: true, is_genesis: false })
  })

  it('lists page by page, newest first, with an empty page past the end', async () => {
    const boss = await fresh()
    const kids = [await fresh(), await fresh(), await fresh()]
    for (const kid of kids) expect((await bind(t.app, kid.account, kid.token, boss.code)).status).toBe(200)
    const page1 = await get(t.app, '/v1/user-center/children-list?page=1&page_size=2', { token: boss.token })
    const page2 = await get(t.app, '/v1/user-center/children-list?page=2&page_size=2', { token: boss.token })
    const page3 = await get(t.app, '/v1/user-center/children-list?page=3&page_size=2', { token: boss.token })
    expect(page1.body.data.total_count).toBe(3)
    expect(page1.body.data.list.map((c: { address: string }) => c.address)).toEqual(
      [kids[2]!, kids[1]!].map((k) => `${k.account.address.slice(0, 7)}****${k.account.address.slice(-7)}`),
    )
    expect(page2.body.data.list).toHaveLength(1)
    expect(page3.body.data).toEqual({ list: [], total_count: 3 })
    const empty = await fresh()
    expect((await get(t.app, '/v1/user-center/children-list', { token: empty.token })).body.data).toEqual({
      list: [],
      total_count: 0,
    })
  })

  it('zone-cp: the heaviest leg is the large zone, the other legs the small one', async () => {
    const top = await fresh()
    const [a, b, c] = [await fresh(), await fresh(), await fresh()]
    for (const kid of [a, b]) await bind(t.app, kid.account, kid.token, top.code)
    await bind(t.app, c.account, c.token, a.code)
    await setTvl(await userId(a.account.address), 300n)
    await setTvl(await userId(c.account.address), 500n)
    await setTvl(await userId(b.account.address), 200n)
    const zones = await get(t.app, '/v1/reward/zone-cp', { token: top.token })
    expect(zones.body.data).toEqual({ max_zone_cp: (800n * USDT).toString(), other_zone_cp: (200n * USDT).toString() })
    const info = (await get(t.app, '/v1/user-center/invite-info', { token: top.token })).body.data
    expect(info).toMatchObject({ children_count: 2, team_count: 3, max_zone_cp: (800n * USDT).toString() })
    const card = await get(t.app, '/v1/starcard/info', { token: top.token })
    expect(card.body.data).toEqual({
      total_distribution: '0',
      star_card_level: 0,
      self_tvl: '0',
      team_tvl: (1000n * USDT).toString(),
      dr_valid_num: 2,
      team_valid_num: 3,
      usable: '0',
    })
  })

  it('invite-edit sets a custom code; the new link binds, the old one is gone; a taken code is 409', async () => {
    const me = await fresh()
    const res = await post(t.app, '/v1/user-center/invite-edit', { invite_code: 'MyTeam2026' }, { token: me.token })
    expect(res.body).toMatchObject({ code: 200, data: { invite_code: 'MYTEAM2026' } })
    const other = await fresh()
    const old = await bind(t.app, other.account, other.token, me.code)
    expect(old.status).toBe(404)
    expect((await bind(t.app, other.account, other.token, 'myteam2026')).status).toBe(200)
    const rival = await fresh()
    const taken = await post(
      t.app,
      '/v1/user-center/invite-edit',
      { invite_code: 'myTEAM2026' },
      { token: rival.token, lang: 'en-US' },
    )
    expect(taken.status).toBe(409)
    expect(taken.body).toEqual({ code: 40904, msg: 'This invite code is taken, please choose another', data: null })
    expect((await get(t.app, '/v1/user-center/invite-info', { token: rival.token })).body.data.invite_code).toBe(
      rival.code,
    )
  })

  it('refuses bad input with 400 and changes nothing', async () => {
    const me = await fresh()
    for (const body of [{ invite_code: 'abc' }, { invite_code: 'has space1' }, { invite_code: 'ABCDEFG', x: 1 }, {}]) {
      const res = await post(t.app, '/v1/user-center/invite-edit', body, { token: me.token })
      expect(res.status, JSON.stringify(body)).toBe(400)
    }
    expect((await get(t.app, '/v1/user-center/invite-info', { token: me.token })).body.data.invite_code).toBe(me.code)
    expect((await get(t.app, '/v1/user-center/children-list?page=0', { token: me.token })).status).toBe(400)
    expect((await get(t.app, '/v1/user-center/invite-info?x=1', { token: me.token })).status).toBe(400)
  })

  it('needs a session', async () => {
    for (const path of ['invite-info', 'children-list', 'recommender']) {
      expect((await get(t.app, `/v1/user-center/${path}`)).status).toBe(401)
    }
    expect((await get(t.app, '/v1/reward/zone-cp')).status).toBe(401)
    expect((await post(t.app, '/v1/user-center/lp-log', { tx_hash: `0x${'ab'.repeat(32)}` })).status).toBe(401)
  })

  it('a forged lp-log only schedules a re-read: no TVL, no team figure changes', async () => {
    const parent = await fresh()
    const me = await fresh()
    await bind(t.app, me.account, me.token, parent.code)
    const forged = { tx_hash: `0x${'ab'.repeat(32)}` }
    const res = await post(t.app, '/v1/user-center/lp-log', forged, { token: me.token })
    expect(res.status).toBe(200)
    expect(typeof res.body.data.refresh_due).toBe('string')
    // The duplicate hint `/dex/entry` is gone (docs/decisions/30-bizmsg.md).
    expect((await post(t.app, '/v1/dex/entry', forged, { token: me.token })).status).toBe(404)
    for (const body of [{ amount: '1000000' }, { ...forged, tvl: '1' }, {}]) {
      expect((await post(t.app, '/v1/user-center/lp-log', body, { token: me.token })).status).toBe(400)
    }
    const [row] = await t.db.handle.db
      .select()
      .from(teamFacts)
      .where(eq(teamFacts.userId, await userId(me.account.address)))
    expect(row).toMatchObject({ ownTvl: '0', valid: false })
    expect(row?.refreshDue).not.toBeNull()
    expect((await get(t.app, '/v1/reward/zone-cp', { token: parent.token })).body.data).toEqual({
      max_zone_cp: '0',
      other_zone_cp: '0',
    })
  })
})
