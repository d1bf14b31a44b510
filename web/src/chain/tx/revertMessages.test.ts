import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { enUS } from '../../i18n/locales/en-US'
import { NotEnoughForFeeError } from './chainError'
import { routerCallFailed, transactionFailed } from './failureKeys'
import { failureMessageOf } from './failureMessage'
import { OPERATOR_ONLY_REVERTS, REVERT_MESSAGES } from './revertMessages'

const contractsDir = join(import.meta.dirname, '..', '..', '..', '..', 'contracts', 'src')

function solidityFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? solidityFiles(path) : name.endsWith('.sol') ? [path] : []
  })
}

/** Every revert string of `require(..., 'Reason')` in our contracts. */
const revertStrings = [
  ...new Set(
    solidityFiles(contractsDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/require\([^;]*?['"]([A-Za-z0-9]+: [A-Za-z0-9_ ]+)['"]\s*\)/gs)].map(
        (m) => m[1]!,
      ),
    ),
  ),
].sort()

/** What an English user reads for an error. */
function read(error: unknown, figures?: Record<string, string>) {
  const { key, values } = failureMessageOf(error, { chainId: 31337, keys: transactionFailed, figures })
  let text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], enUS)
  if (typeof text !== 'string') throw new Error(`no en-US text for ${key}`)
  for (const [name, value] of Object.entries(values ?? {})) text = (text as string).replaceAll(`{{${name}}}`, value)
  return text as string
}

const reverted = (reason: string) => ({
  shortMessage: 'Execution reverted',
  cause: { reason, message: `execution reverted: ${reason}` },
})

describe('the revert-to-message map', () => {
  it('finds the contracts’ revert strings', () => {
    expect(revertStrings.length).toBeGreaterThan(60)
    expect(revertStrings).toContain('GoodVote: CAP')
  })

  it('every revert string of the contracts is mapped, or listed as one only an operator can hit', () => {
    const unknown = revertStrings.filter((r) => !(r in REVERT_MESSAGES) && !OPERATOR_ONLY_REVERTS.includes(r))
    expect(unknown).toEqual([])
    const stale = [...Object.keys(REVERT_MESSAGES), ...OPERATOR_ONLY_REVERTS].filter((r) => !revertStrings.includes(r))
    expect(stale).toEqual([])
  })

  it.each(Object.keys(REVERT_MESSAGES))('%s reads as a sentence of its own, not the generic failure', (reason) => {
    const text = read(reverted(reason))
    expect(text).not.toBe(enUS.swap26)
    expect(text).not.toMatch(/\{\{/)
  })

  it('the vote cap says how much more the pool takes when the screen read the figure', () => {
    expect(read(reverted('GoodVote: CAP'), { amount: '9,901', symbol: 'Good' })).toBe(
      'The pool is nearly full: it can take 9,901 Good more.',
    )
    expect(read(reverted('GoodVote: CAP'))).toBe('The pool is full.')
  })

  it('names the refusal in the wallet, the fee shortage with its figure, the RPC, allowance and balance', () => {
    expect(read({ message: 'x', cause: { code: 4001 } })).toBe('Transaction rejected')
    expect(read(new NotEnoughForFeeError(210_000_000_000_000n))).toBe(
      'Not enough ETH to pay the network fee (about 0.00021 ETH needed).',
    )
    expect(read(new Error('insufficient funds for gas * price + value'))).toBe('Not enough ETH to pay the network fee.')
    expect(read({ shortMessage: 'HTTP request failed.', cause: new TypeError('Failed to fetch') })).toMatch(
      /not answering/,
    )
    expect(read(new Error('reverted with custom error ERC20InsufficientAllowance(0x1, 0, 5)'))).toMatch(/Approve it/)
    expect(read(new Error('execution reverted: custom error 0xe450d38c0000'))).toMatch(/balance is too low/)
  })

  it('slippage and the deadline read the same whichever step failed; the step names only its own failures', () => {
    expect(read(reverted('PhoSwapRouter: INSUFFICIENT_OUTPUT_AMOUNT'))).toBe(enUS.tryIncreasingSlippage)
    expect(read(reverted('PhoSwapRouter: EXPIRED'))).toMatch(/deadline passed/)
    const liquidity = failureMessageOf(reverted('PhoSwapLibrary: INSUFFICIENT_LIQUIDITY'), {
      chainId: 31337,
      keys: routerCallFailed,
    })
    expect(liquidity).toEqual({ key: 'swap12' })
    expect(read(new Error('something else'))).toBe(enUS.swap26)
  })
})
