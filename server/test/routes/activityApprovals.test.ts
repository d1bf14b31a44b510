import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { startAdminServer } from '../helpers/adminServer'
import { get, post } from '../helpers/http'

const token = '0x55d398326f99059ff775485246999027b3197955'
const spender = '0x1111111111111111111111111111111111111111'

describe('activity approvals (spec 000 §4, an operator setting)', () => {
  it('are empty until the operator sets them; activity set stores them checksummed, one entry per chain', async () => {
    const server = await startAdminServer()
    try {
      expect((await get(server.app, '/v1/activity/approvals')).body.data).toEqual({ list: [] })
      const dir = mkdtempSync(join(tmpdir(), 'phoswap-activity-'))
      const file = join(dir, 'approvals.json')
      writeFileSync(file, JSON.stringify({ list: [{ chain_id: 56, token, spender }] }))
      expect((await server.admin(['activity', 'set', '--file', file])).code).toBe(0)
      const list = [{ chain_id: 56, token: getAddress(token), spender: getAddress(spender) }]
      expect((await get(server.app, '/v1/activity/approvals')).body.data).toEqual({ list })
      expect(JSON.parse((await server.admin(['activity', 'list'])).out)).toEqual({ list })

      const refused = [
        {
          list: [
            { chain_id: 56, token, spender },
            { chain_id: 56, token: spender, spender: token },
          ],
        },
        { list: [{ chain_id: 56, token: 'USDT', spender }] },
        { list: [{ chain_id: 0, token, spender }] },
        { list: [{ chain_id: 56, token, spender, amount: '1' }] },
      ]
      for (const body of refused) {
        writeFileSync(file, JSON.stringify(body))
        expect((await server.admin(['activity', 'set', '--file', file])).code, JSON.stringify(body)).toBe(1)
      }
      expect((await get(server.app, '/v1/activity/approvals')).body.data).toEqual({ list })
    } finally {
      await server.close()
    }
  })

  it('only an operator may set them', async () => {
    const server = await startAdminServer()
    try {
      const res = await post(server.app, '/v1/admin/activity/approvals', { list: [] })
      expect(res.status).toBe(401)
    } finally {
      await server.close()
    }
  })
})
