import { type Static, Type } from '@sinclair/typebox'
import { TextSchema } from './common'

/** One game of the games list (spec 001 "Mall ... a games list opening an external site"); an operator setting. */
export const GameSchema = Type.Object(
  {
    name: TextSchema({ minLength: 1, maxLength: 40 }),
    /** An https site, opened in a new tab without access to the app (noopener). */
    url: Type.String({ minLength: 9, maxLength: 300, pattern: '^https://[^\\s"<>\\u0000-\\u001F\\u007F]+$' }),
    /** The line under the name; `descriptions` gives it per language (the shown one falls back to this). */
    description: TextSchema({ maxLength: 120 }),
    descriptions: Type.Optional(
      Type.Object(
        {
          'zh-CN': Type.Optional(TextSchema({ maxLength: 120 })),
          'en-US': Type.Optional(TextSchema({ maxLength: 120 })),
          'zh-HK': Type.Optional(TextSchema({ maxLength: 120 })),
          'ko-KR': Type.Optional(TextSchema({ maxLength: 120 })),
          'ja-JP': Type.Optional(TextSchema({ maxLength: 120 })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
)
export type Game = Static<typeof GameSchema>

/** `GET /games/list` (each description in the request's language, no `descriptions`) and the body of `POST /admin/games/set`. */
export const GamesListSchema = Type.Object(
  { list: Type.Array(GameSchema, { maxItems: 50 }) },
  { additionalProperties: false },
)
export type GamesList = Static<typeof GamesListSchema>
