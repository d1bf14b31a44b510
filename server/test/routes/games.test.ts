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

      // Issue 30: a description per language ("Arcade" was English in zh-CN); a language without one gets the default.
      const descriptions = { 'zh-CN': '街机', 'ja-JP': 'アーケード' }
      writeFileSync(file, JSON.stringify({ list: [{ ...list[0], descriptions }] }))
      expect((await server.admin(['games', 'set', '--file', file])).code).toBe(0)
      const shown = async (lang: string) => (await get(server.app, '/v1/games/list', { lang })).body.data.list
      expect(await shown('zh-CN')).toEqual([{ ...list[0], description: '街机' }])
      expect(await shown('ja-JP')).toEqual([{ ...list[0], description: 'アーケード' }])
      expect(await shown('ko-KR')).toEqual([{ ...list[0], description: 'Arcade' }])
    } finally {
      await server.close()
    }
    // Each `games set` runs the admin command line (a process of its own): slow on a busy machine.
  }, 120_000)
})
