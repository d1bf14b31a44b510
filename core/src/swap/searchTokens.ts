import { isAddress } from 'viem'
import type { Token } from '../tokens/token'

/**
 * The token picker's search (spec 000 §2): an address matches exactly (any letter case); other text matches the
 * symbol or name, ignoring case: first an exact symbol, then a symbol or name that starts with the text, then one
 * that contains it, each group in list order. Empty text returns the list.
 */
export function searchTokens<T extends Pick<Token, 'address' | 'name' | 'symbol'>>(
  list: readonly T[],
  query: string,
): T[] {
  const text = query.trim().toLowerCase()
  if (text === '') return [...list]
  if (isAddress(text, { strict: false })) return list.filter((t) => t.address.toLowerCase() === text)
  const exact: T[] = []
  const prefix: T[] = []
  const contains: T[] = []
  for (const token of list) {
    const symbol = token.symbol.toLowerCase()
    const name = token.name.toLowerCase()
    if (symbol === text) exact.push(token)
    else if (symbol.startsWith(text) || name.startsWith(text)) prefix.push(token)
    else if (symbol.includes(text) || name.includes(text)) contains.push(token)
  }
  return [...exact, ...prefix, ...contains]
}
