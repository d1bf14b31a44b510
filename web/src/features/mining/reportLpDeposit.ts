import type { LpReportBody } from '@phoswap/core/api/mining'
import type { Address, Hex } from 'viem'
import { ApiError } from '../../api/ApiError'
import { ensureSession } from '../../api/auth/ensureSession'
import { apiPost } from '../../api/client'
import { loadWallet } from '../../chain/wallet/loadWallet'

const RETRIES = 5
const RETRY_MS = 2_000

async function postWithRetry(path: string, body: LpReportBody): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await apiPost(path, body, { quiet: true })
      return
    } catch (error) {
      // 404: the server's RPC has not seen the transaction yet (another node, or a real chain's lag).
      if (!(error instanceof ApiError) || error.status !== 404 || attempt >= RETRIES) throw error
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
    }
  }
}

/**
 * After a confirmed deposit into the PHO-USDT pool (the spec's "pool 1"): the star-card update and the LP report
 * (spec 000 §4), both signed in. They never block or fail the deposit itself; a failure is only logged.
 */
export async function reportLpDeposit(wallet: { address: Address; chainId: number }, hash: Hex): Promise<void> {
  try {
    const signedIn = await ensureSession((await loadWallet()).signerOf(wallet.address, wallet.chainId))
    if (!signedIn) return
    const body: LpReportBody = { tx_hash: hash, chain_id: wallet.chainId }
    await postWithRetry('/starcard/update-lp', body)
    await postWithRetry('/dex/report-lp', body)
  } catch (error) {
    console.warn('LP report failed', error)
  }
}
