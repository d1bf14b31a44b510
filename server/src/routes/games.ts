import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import { type Game, GamesListSchema } from '@phoswap/core/api/games'
import type { Db } from '../db/client'
import { ok } from '../reply'
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
    { name: 'Pho Runner', url: 'https://games.phoswap.example/runner', description: 'Arcade' },
    { name: 'Pho Puzzle', url: 'https://games.phoswap.example/puzzle', description: 'Puzzle' },
  ]
  await setSetting(db, GAMES_KEY, JSON.stringify({ list }))
  return true
}

/** `GET /games/list` (public): the games of the mall. */
export const gamesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/games/list', { schema: { response: { 200: EnvelopeSchema(GamesListSchema) } } }, async (request) =>
    ok(request, { list: await gamesList(app.db) }),
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
      await setSetting(app.db, GAMES_KEY, JSON.stringify({ list: request.body.list }))
      return ok(request, { list: request.body.list })
    },
  )
}
