import type { Deployment } from '@phoswap/core/deployments'
import { STATIC_TOKEN_LISTS, type Token } from '@phoswap/core/tokens'
import { getAddress, isAddress } from 'viem'
import { isNativeAddress } from './isNativeAddress'
import { sameAddress } from './sameAddress'

/**
 * The token lists the picker's third view switches on and off: the chain's default list (canonical tokens
 * shipped in core) and the deployment's list (the product's own tokens from the deployments file).
 */
export type TokenListId = 'default' | 'deployment'
export const TOKEN_LIST_IDS: readonly TokenListId[] = ['default', 'deployment']

/** Which lists are on, per chain; a list not mentioned is on. */
export type ListSwitches = Readonly<Record<string, Partial<Record<TokenListId, boolean>>>>

/** Custom imported tokens per chain (the spec's `curList`), keyed by chain id. */
export type CustomTokens = Readonly<Record<string, readonly Token[]>>

const isNative = (t: Pick<Token, 'address'>) => isNativeAddress(t.address)

export function listTokens(id: TokenListId, chainId: number, deployment: Deployment | undefined): Token[] {
  if (id === 'default') return (STATIC_TOKEN_LISTS[chainId] ?? []).filter((t) => !isNative(t))
  if (!deployment || deployment.chainId !== chainId) return []
  return deployment.tokens.map(({ address, symbol, name, decimals, logoURI }) => ({
    address: getAddress(address),
    symbol,
    name,
    decimals,
    chainId,
    ...(logoURI ? { logoURI } : {}),
  }))
}

export function isListOn(switches: ListSwitches, chainId: number, id: TokenListId): boolean {
  return switches[String(chainId)]?.[id] !== false
}

/**
 * What the picker lists on a chain: the native coin first, then the tokens of the lists that are on, then the
 * custom tokens; each address once (first wins), checksummed.
 */
export function pickerTokens(
  chainId: number,
  deployment: Deployment | undefined,
  switches: ListSwitches,
  custom: CustomTokens,
): Token[] {
  const seen = new Set<string>()
  const result: Token[] = []
  const add = (token: Token) => {
    const key = token.address.toLowerCase()
    if (seen.has(key)) return
    seen.add(key)
    result.push({ ...token, address: getAddress(token.address) })
  }
  for (const token of STATIC_TOKEN_LISTS[chainId] ?? []) if (isNative(token)) add(token)
  for (const id of TOKEN_LIST_IDS)
    if (isListOn(switches, chainId, id)) for (const t of listTokens(id, chainId, deployment)) add(t)
  for (const token of custom[String(chainId)] ?? []) add(token)
  return result
}

/** Stored custom tokens back to a valid value: entries without a proper address, symbol or decimals are dropped. */
export function parseCustomTokens(raw: unknown): CustomTokens {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {}
  const result: Record<string, Token[]> = {}
  for (const [chain, list] of Object.entries(raw as Record<string, unknown>)) {
    if (!/^\d+$/.test(chain) || !Array.isArray(list)) continue
    const tokens: Token[] = []
    for (const item of list) {
      const t = item as Partial<Token> | null
      if (!t || typeof t.address !== 'string' || !isAddress(t.address, { strict: false })) continue
      if (typeof t.symbol !== 'string' || typeof t.name !== 'string') continue
      if (typeof t.decimals !== 'number' || !Number.isInteger(t.decimals) || t.decimals < 0 || t.decimals > 77) continue
      tokens.push({
        address: getAddress(t.address),
        symbol: t.symbol,
        name: t.name,
        decimals: t.decimals,
        chainId: Number(chain),
      })
    }
    result[chain] = tokens
  }
  return result
}

export function parseListSwitches(raw: unknown): ListSwitches {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {}
  const result: Record<string, Partial<Record<TokenListId, boolean>>> = {}
  for (const [chain, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value !== 'object' || value === null) continue
    const entry: Partial<Record<TokenListId, boolean>> = {}
    for (const id of TOKEN_LIST_IDS) {
      const on = (value as Record<string, unknown>)[id]
      if (typeof on === 'boolean') entry[id] = on
    }
    result[chain] = entry
  }
  return result
}

export function addCustomToken(custom: CustomTokens, token: Token): CustomTokens {
  const key = String(token.chainId)
  const list = custom[key] ?? []
  if (list.some((t) => sameAddress(t.address, token.address))) return custom
  return { ...custom, [key]: [...list, token] }
}

export function removeCustomToken(custom: CustomTokens, chainId: number, address: string): CustomTokens {
  const key = String(chainId)
  const list = custom[key] ?? []
  return { ...custom, [key]: list.filter((t) => !sameAddress(t.address, address)) }
}
