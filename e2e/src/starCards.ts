import { formatStarRequirements } from '@phoswap/core/rewards/starCards'
import { STAR_REQUIREMENTS } from '@phoswap/core/rewards/starLevel'
import { expect } from 'vitest'
import { type Operator, setConfig } from './operator'

/** A threshold no account reaches. */
const NEVER = (10n ** 39n).toString()

async function call<T>(base: string, path: string, token: string, body?: unknown): Promise<{ code: number; data: T }> {
  const response = await fetch(`${base}v1${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  return (await response.json()) as { code: number; data: T }
}

/**
 * Makes the signed-in account (`token`) a star-1 card holder the way an operator would: once the server has read the
 * account's own liquidity from the chain, star 1 is lowered to it (stars 2 to 5 out of reach), and the account's
 * card is waited for. Undo it with `restoreStarThresholds`.
 */
export async function makeStarOneHolder(base: string, operator: Operator, token: string): Promise<void> {
  const info = async () =>
    (await call<{ star_card_level: number; self_tvl: string }>(base, '/starcard/info', token)).data
  // A report is only a hint: the server re-reads the account's LP from the chain.
  const hint = () => call(base, '/user-center/lp-log', token, { tx_hash: `0x${'00'.repeat(32)}` })
  await hint()
  await expect.poll(async () => BigInt((await info()).self_tvl), { timeout: 30_000 }).toBeGreaterThan(0n)
  const own = (await info()).self_tvl
  const levels = [1, 2, 3, 4, 5].map((level) => ({
    own_tvl: level === 1 ? own : NEVER,
    team_tvl: '0',
    valid_direct: 0,
    team_valid: 0,
    lines: 0,
  }))
  // A signed operator change (op_config_set), as the console and the CLI make it.
  const set = await setConfig(base, operator, 'star_thresholds', JSON.stringify(levels))
  expect(set.code, set.msg).toBe(200)
  await hint()
  await expect.poll(async () => (await info()).star_card_level, { timeout: 30_000 }).toBe(1)
}

/** The spec's star thresholds again (other files share the sandbox: a failure to restore is an error). */
export async function restoreStarThresholds(base: string, operator: Operator): Promise<void> {
  const restored = await setConfig(base, operator, 'star_thresholds', formatStarRequirements(STAR_REQUIREMENTS))
  expect(restored.code, restored.msg).toBe(200)
}
