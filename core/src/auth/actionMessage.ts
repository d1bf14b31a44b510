import { getAddress } from 'viem'
import { ACTION_PHRASES, type Action } from './actions'

export interface ActionMessageInput {
  action: Action
  address: string
  chainId: number
  nonce: string
  /** The values the action acts on, named as in the request body (e.g. `{ invite_code }`). */
  params: Record<string, string>
}

const LINE_SAFE = /^[^\r\n]*$/

function lineSafe(value: string, what: string): string {
  if (!LINE_SAFE.test(value)) throw new Error(`actionMessage: ${what} must be one line`)
  return value
}

/**
 * The text a wallet signs for a value-moving action. The web app and the server build it from the same
 * fields, so the server can check the signature without trusting client text. Params are sorted by name
 * so both sides agree on the order; the address is written checksummed (EIP-55) whatever case it comes in.
 */
export function buildActionMessage({ action, address, chainId, nonce, params }: ActionMessageInput): string {
  const phrase = ACTION_PHRASES[action]
  if (!phrase) throw new Error(`actionMessage: unknown action ${action}`)
  const lines = [`PhoSwap: ${phrase}`, '']
  for (const name of Object.keys(params).sort()) {
    lines.push(`${lineSafe(name, 'a param name')}: ${lineSafe(params[name] ?? '', `param ${name}`)}`)
  }
  lines.push(`Address: ${getAddress(address)}`, `Chain ID: ${chainId}`, `Nonce: ${lineSafe(nonce, 'nonce')}`)
  return lines.join('\n')
}
