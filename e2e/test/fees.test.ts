import type { Deployment } from '@phoswap/core/deployments'
import type { Browser } from 'playwright-core'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser } from '../src/browser'
import { fundAccount, openConnected } from '../src/liquidityPage'
import { chainClient, pickToken, submittedHash, typeAmount, waitButton } from '../src/swapPage'

const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = JSON.parse(inject('deploymentJson')) as Deployment
const client = chainClient(rpcUrl)

// A fresh account: no other file's approvals or balances change what this one sees.
const key = generatePrivateKey()
const me = privateKeyToAccount(key)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
  await fundAccount(rpcUrl, deployment, me.address, '10', { USDT: '100000', USDC: '100000' })
})
afterAll(async () => {
  await browser?.close()
})

describe('fees that cannot run away (issue 29)', () => {
  it('40 swaps in a row at the default tier all confirm, and the last pays within 2x of the first', async () => {
    const s = await openConnected(browser, base, rpcUrl, key, '/SwapIndex/Swap')
    const { page } = s
    try {
      await pickToken(page, 'from', 'USDT')
      await pickToken(page, 'to', 'USDC')
      const prices: bigint[] = []
      const types = new Set<string>()
      const confirm = async (hash: Hex) => {
        const receipt = await client.waitForTransactionReceipt({ hash })
        expect(receipt.status).toBe('success')
        const tx = await client.getTransaction({ hash })
        types.add(tx.type)
        prices.push(receipt.effectiveGasPrice)
      }
      for (let i = 0; i < 40; i++) {
        await typeAmount(page, 'from', '10')
        await expect
          .poll(() => page.getByTestId('swap-button').getAttribute('data-kind'), { timeout: 15_000 })
          .toMatch(/^(approve|swap)$/)
        if ((await page.getByTestId('swap-button').getAttribute('data-kind')) === 'approve') {
          // The first swap of each direction approves the router first (not counted among the 40).
          await page.getByTestId('swap-button').click()
          await waitButton(page, 'swap', 30_000)
        }
        await page.getByTestId('swap-button').click()
        await page.getByTestId('confirm-swap').click()
        await confirm(await submittedHash(page))
        await page.getByTestId('swap-reverse').click()
      }
      expect(prices.length).toBe(40)
      expect([...types]).toEqual(['eip1559'])
      const first = prices[0]!
      const last = prices.at(-1)!
      console.log(`effective gas price: first ${first} wei, last ${last} wei, over ${prices.length} actions`)
      expect(last <= first * 2n && last * 2n >= first).toBe(true)
    } finally {
      await s.context.close()
    }
  }, 900_000)
})
