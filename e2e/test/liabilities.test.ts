import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { anvilPrivateKeys, labelledKey } from '@phoswap/contracts/accounts'
import { parseDeployment } from '@phoswap/core/deployments'
import type { Browser } from 'playwright-core'
import { createWalletClient, erc20Abi, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { launchBrowser } from '../src/browser'
import { fundAccount, type LiquiditySession, localClient, tokenOf } from '../src/liquidityPage'
import { signInDirect } from '../src/session'
import { openWalletPages } from '../src/walletPages'

// Proof of liabilities (docs/proof-of-liabilities.md): a fresh account of its own deposits USDT on chain, the
// operator publishes with `npm run admin -- liabilities publish`, the wallet's "Verify my balance" and the
// verifier script agree: included, covered.
const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = parseDeployment(JSON.parse(inject('deploymentJson')))
const client = localClient(rpcUrl)
const root = join(import.meta.dirname, '..', '..')
const run = promisify(execFile)
const USDT = tokenOf(deployment, 'USDT')
const USDT_COIN = 1
const KEY = labelledKey('e2e:liabilities')
const ME = privateKeyToAccount(KEY)
const receiver = deployment.contracts.depositReceiver ?? deployment.contracts.withdrawVault!

let browser: Browser
let session: LiquiditySession | undefined

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await session?.context.close()
  await browser?.close()
})

/** Runs one of the repository's npm scripts' programs (through the node launcher) and returns its output. */
const script = (file: string, args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, [join(root, 'scripts', 'launch.mjs'), file, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    timeout: 120_000,
  })

describe('proof of liabilities', () => {
  it('a deposit is in the published snapshot: the wallet verifies it from the chain, as the script does', async () => {
    // A user deposits 25 USDT to the vault on chain; the indexer credits it after its confirmations.
    await fundAccount(rpcUrl, deployment, ME.address, '1', { USDT: '100' })
    const wallet = createWalletClient({ account: ME, transport: http(rpcUrl) })
    const hash = await wallet.writeContract({
      chain: null,
      address: USDT.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, parseUnits('25', USDT.decimals)],
    })
    await client.waitForTransactionReceipt({ hash })
    const { token } = await signInDirect(base, ME)
    await expect
      .poll(
        async () => {
          const reply = await fetch(`${base}v1/reward/wallet-list`, { headers: { authorization: `Bearer ${token}` } })
          const list = ((await reply.json()) as { data: { list: { coin_id: number; usable: string }[] } }).data.list
          return list.find((c) => c.coin_id === USDT_COIN)?.usable
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(parseUnits('25', USDT.decimals).toString())

    // The operator takes a snapshot of every coin and publishes the roots (the admin CLI, signed in as the operator).
    const published = await script(
      'server/src/cli/admin.ts',
      ['liabilities', 'publish', '--chain', '31337', '--url', base],
      {
        OPERATOR_PRIVATE_KEY: anvilPrivateKeys[0]!,
      },
    )
    const answer = JSON.parse(published.stdout) as { published: { coin_id: number; snapshot_id: number }[]; failed: [] }
    expect(answer.failed).toEqual([])
    const snapshot = answer.published.find((p) => p.coin_id === USDT_COIN)!.snapshot_id

    // The user taps "Verify my balance" on USDT: included and covered, the figures read from the chain.
    session = await openWalletPages(browser, base, rpcUrl, KEY)
    const { page } = session
    await page.getByTestId('wallet-verify-USDT').click()
    const dialog = page.getByTestId('verify-dialog')
    await dialog.waitFor()
    await dialog.getByTestId('verify-figures').waitFor({ timeout: 30_000 })
    for (const step of ['proof', 'recompute', 'event', 'vault'])
      expect(await dialog.getByTestId(`verify-step-${step}`).getAttribute('data-state')).toBe('passed')
    expect(await dialog.getByTestId('verify-balance').textContent()).toBe('25 USDT')
    expect(await dialog.getByTestId('verify-included').textContent()).toBe('是')
    expect(await dialog.getByTestId('verify-covered').textContent()).toBe('是')
    expect(await dialog.textContent()).toContain(`快照 ${snapshot}，区块`)
    await expectNoSeriousA11yViolations(page, 'verify my balance')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('wallet-verify-USDT')

    // The verifier anyone can run prints the same: the same snapshot, balance, included and covered.
    const verified = await script('scripts/src/verifyLiabilities.ts', [
      '--api',
      base,
      '--rpc',
      rpcUrl,
      '--key',
      KEY,
      '--coin',
      String(USDT_COIN),
    ])
    expect(verified.stdout).toMatch(
      new RegExp(`USDT: snapshot ${snapshot} at block \\d+; balance 25 USDT; included yes; .*covered yes`),
    )
  }, 240_000)
})
