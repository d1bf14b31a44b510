import type { WithdrawOrder } from '@phoswap/core/api/withdraw'
import { buildActionMessage } from '@phoswap/core/auth/actionMessage'
import type { Browser, Page } from 'playwright-core'
import type { Hex, PrivateKeyAccount } from 'viem'
import { expect } from 'vitest'
import { MOBILE } from './browser'
import type { LiquiditySession } from './liquidityPage'
import { signInDirect } from './session'
import { installTestWallet, TEST_WALLET_RDNS } from './testWallet'

/**
 * The reward wallet pages (/HomeNext: wallet, deposit/withdraw/transfer, bills) at 375 px with the test wallet of
 * `privateKey` connected through the wallet page's own prompt (these pages have the top bar, not the header).
 */
export async function openWalletPages(browser: Browser, base: string, rpcUrl: string, privateKey: Hex) {
  const context = await browser.newContext({ viewport: MOBILE })
  const wallet = await installTestWallet(context, { privateKey, rpcUrl })
  const page = await context.newPage()
  const session: LiquiditySession = { context, page, wallet }
  await page.goto(`${base}#/HomeNext/RechargeWallet`)
  await page.getByTestId('wallet-connect').click()
  await page.getByTestId(`wallet-option-${TEST_WALLET_RDNS}`).click()
  page.setDefaultTimeout(20_000)
  return session
}

/** Navigation and reading helpers of those pages; `page()` is the page once the suite's beforeAll opened it. */
export function walletPageHelpers(page: () => Page, base: string) {
  return {
    toast: () => page().getByTestId('toast').textContent(),
    async open(path: string) {
      await page().goto(`${base}#${path}`)
      await page().getByTestId('topbar-title').waitFor()
    },
    async pickCoin(symbol: string) {
      await page().getByTestId('coin-picker').click()
      await page().getByTestId(`coin-option-${symbol}`).click()
      await expect.poll(() => page().getByTestId('coin-picker').textContent()).toContain(symbol)
    },
  }
}

/** A withdraw order signed and posted through the API (as by another tab), not claimed: status 0 with its voucher. */
export async function postWithdrawOrder(
  base: string,
  account: PrivateKeyAccount,
  coinId: number,
  amount: bigint,
): Promise<WithdrawOrder> {
  const { token } = await signInDirect(base, account)
  const post = async <T>(path: string, body: unknown) => {
    const response = await fetch(`${base}v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    })
    return ((await response.json()) as { data: T }).data
  }
  const params = { chain_id: '31337', coin_id: String(coinId), amount: amount.toString() }
  const { nonce } = await post<{ nonce: string }>('/auth/action-nonce', { action: 'withdraw' })
  const message = buildActionMessage({ action: 'withdraw', address: account.address, chainId: 31337, nonce, params })
  const signature = await account.signMessage({ message })
  return post<WithdrawOrder>('/order/withdraw', {
    chain_id: 31337,
    coin_id: coinId,
    amount: amount.toString(),
    nonce,
    signature,
  })
}
