import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startAdminServer } from '../helpers/adminServer'
import { get } from '../helpers/http'

describe('the games list (an operator setting)', () => {
  it('is empty until the operator sets it; games set replaces it and refuses a site that is not https', async () => {
    const server = await startAdminServer()
    try {
      expect((await get(server.app, '/v1/games/list')).body.data).toEqual({ list: [] })
      const dir = mkdtempSync(join(tmpdir(), 'phoswap-games-'))
      const file = join(dir, 'games.json')
      const list = [{ name: 'Runner', url: 'https://games.example/runner', description: 'Arcade' }]
      writeFileSync(file, JSON.stringify({ list }))
      const set = await server.admin(['games', 'set', '--file', file])
      expect(set.code).toBe(0)
      expect((await get(server.app, '/v1/games/list')).body.data).toEqual({ list })
      expect(JSON.parse((await server.admin(['games', 'list'])).out)).toEqual({ list })
      for (const url of ['javascript:alert(1)', 'http://games.example/', 'https://a b']) {
        writeFileSync(file, JSON.stringify({ list: [{ name: 'Bad', url, description: '' }] }))
        expect((await server.admin(['games', 'set', '--file', file])).code, url).toBe(1)
      }
      expect((await get(server.app, '/v1/games/list')).body.data).toEqual({ list })
    } finally {
      await server.close()
    }
  })
})
