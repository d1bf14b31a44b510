import { type Static, Type } from '@sinclair/typebox'
import { TextSchema } from './common'

/** One game of the games list (spec 001 "Mall ... a games list opening an external site"); an operator setting. */
export const GameSchema = Type.Object(
  {
    name: TextSchema({ minLength: 1, maxLength: 40 }),
    /** An https site, opened in a new tab without access to the app (noopener). */
    url: Type.String({ minLength: 9, maxLength: 300, pattern: '^https://[^\\s"<>\\u0000-\\u001F\\u007F]+$' }),
    description: TextSchema({ maxLength: 120 }),
  },
  { additionalProperties: false },
)
export type Game = Static<typeof GameSchema>

/** `GET /games/list` and the body of `POST /admin/games/set`. */
export const GamesListSchema = Type.Object(
  { list: Type.Array(GameSchema, { maxItems: 50 }) },
  { additionalProperties: false },
)
export type GamesList = Static<typeof GamesListSchema>
