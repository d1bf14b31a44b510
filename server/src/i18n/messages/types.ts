import type { Language } from '@phoswap/core/api/language'

/** One area's messages: each key in every language of the spec. */
export type Messages = Record<string, Record<Language, string>>
