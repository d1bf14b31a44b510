import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import { type Game, GamesListSchema } from '@phoswap/core/api/games'
import type { Language } from '@phoswap/core/api/language'
import type { Db } from '../db/client'
import { ok } from '../reply'
import { audited } from '../services/console/audit'
import { getSetting, setSetting } from '../services/settings'

const GAMES_KEY = 'games_list'

/** The operator's games list (a setting); empty until set. A stored value that no longer parses reads as empty. */
export async function gamesList(db: Db): Promise<Game[]> {
  const stored = await getSetting(db, GAMES_KEY)
  if (!stored) return []
  try {
    const parsed = JSON.parse(stored) as { list?: Game[] }
    return Array.isArray(parsed.list) ? parsed.list : []
  } catch {
    return []
  }
}

/** The sandbox's games list, once: two example sites. */
export async function seedSandboxGames(db: Db): Promise<boolean> {
  if (await getSetting(db, GAMES_KEY)) return false
  const list: Game[] = [
    {
      name: 'Pho Runner',
      url: 'https://games.phoswap.example/runner',
      description: 'Arcade',
      descriptions: { 'zh-CN': '街机', 'en-US': 'Arcade', 'zh-HK': '街機', 'ko-KR': '아케이드', 'ja-JP': 'アーケード' },
    },
    {
      name: 'Pho Puzzle',
      url: 'https://games.phoswap.example/puzzle',
      description: 'Puzzle',
      descriptions: { 'zh-CN': '益智', 'en-US': 'Puzzle', 'zh-HK': '益智', 'ko-KR': '퍼즐', 'ja-JP': 'パズル' },
    },
  ]
  await setSetting(db, GAMES_KEY, JSON.stringify({ list }))
  return true
}

/** A game as a user in `language` sees it: its description in that language where the operator gave one. */
export function gameIn({ descriptions, ...game }: Game, language: Language): Game {
  return { ...game, description: descriptions?.[language] ?? game.description }
}

/** `GET /games/list` (public): the games of the mall, in the request's Show-Language. */
export const gamesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/games/list', { schema: { response: { 200: EnvelopeSchema(GamesListSchema) } } }, async (request) =>
    ok(request, { list: (await gamesList(app.db)).map((game) => gameIn(game, request.lang)) }),
  )
}

/** `POST /admin/games/set` (`npm run admin -- games set --file list.json`): replaces the list. */
export const gamesAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/games/list', { schema: { response: { 200: EnvelopeSchema(GamesListSchema) } } }, async (request) =>
    ok(request, { list: await gamesList(app.db) }),
  )
  app.post(
    '/games/set',
    { schema: { body: GamesListSchema, response: { 200: EnvelopeSchema(GamesListSchema) } } },
    async (request) => {
      const spec = { action: 'games.set', target: 'games', read: async (tx: Db) => ({ list: await gamesList(tx) }) }
      await audited(app, request, spec, (tx) => setSetting(tx, GAMES_KEY, JSON.stringify({ list: request.body.list })))
      return ok(request, { list: request.body.list })
    },
  )
}
