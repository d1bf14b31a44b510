import { anvilAccounts } from '@phoswap/contracts/accounts'
import { communityStakeAbi } from '@phoswap/core/abi/communityStakeAbi'
import { parseDeployment } from '@phoswap/core/deployments'
import { shortenAddress } from '@phoswap/core/format/shortenAddress'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createWalletClient, erc20Abi, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { launchBrowser, MOBILE, screenshot } from '../src/browser'
import { swapOnChain } from '../src/chain'
import { fundMiningWallet, miningClients } from '../src/miningChain'
import { signInOperator } from '../src/operator'
import { signInDirect } from '../src/session'
import { makeStarOneHolder, restoreStarThresholds } from '../src/starCards'
import { installTestWallet, TEST_WALLET_RDNS, type TestWallet } from '../src/testWallet'

const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = parseDeployment(JSON.parse(inject('deploymentJson')))
const { client } = miningClients(rpcUrl)
const STAKE = deployment.contracts.communityStake!
const PHO = deployment.contracts.pho

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const sends = (wallet: TestWallet) => wallet.requests.filter((r) => r.method === 'eth_sendTransaction').length
/** A number shown with thousands separators, as a number. */
const shown = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).textContent())?.replace(/[^\d.]/g, '') || 'NaN')

/** A fresh account (no other test uses it) with 10 ETH and 5000 PHO from the deployer (anvil account 0). */
async function freshAccount() {
  const privateKey = generatePrivateKey()
  const account = privateKeyToAccount(privateKey)
  const deployer = createWalletClient({ account: anvilAccounts[0]!, chain: client.chain, transport: http(rpcUrl) })
  for (const hash of [
    await deployer.sendTransaction({ to: account.address, value: parseEther('10') }),
    await deployer.writeContract({
      address: PHO,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account.address, parseEther('5000')],
    }),
  ]) {
    await client.waitForTransactionReceipt({ hash })
  }
  return { privateKey, account }
}

/** Both languages of the screenshots: English, and the default Chinese (a machine without CJK fonts shows boxes). */
async function inLanguages(page: Page, name: string, ready: () => Promise<unknown>) {
  for (const lang of ['en-US', 'zh-CN']) {
    await page.evaluate((value) => localStorage.setItem('lang', value), lang)
    await page.reload()
    await ready()
    await screenshot(page, `${name}-375-${lang}`)
    await expectNoSeriousA11yViolations(page, `${name}, ${lang}`)
  }
}

describe('community stake, congress, board, chart, membership and partner pages', () => {
  let context: BrowserContext
  let page: Page
  let wallet: TestWallet
  let me: Hex
  const open = (path: string) => page.goto(`${base}#${path}`)

  beforeAll(async () => {
    const fresh = await freshAccount()
    me = fresh.account.address
    context = await browser.newContext({ viewport: MOBILE })
    wallet = await installTestWallet(context, { privateKey: fresh.privateKey, rpcUrl })
    page = await context.newPage()
    page.setDefaultTimeout(20_000)
    await page.goto(`${base}#/HomeNext/Community`)
    await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
    await page.reload()
    await page.getByTestId('community-connect').click()
    await page.getByTestId(`wallet-option-${TEST_WALLET_RDNS}`).click()
    await page.getByTestId('community-stake').waitFor({ timeout: 15_000 })
  })
  afterAll(async () => {
    await context?.close()
  })

  it('a community stake through the popup shows as my locked consensus; claim stays disabled until the release', async () => {
    await expect.poll(() => page.getByTestId('community-mine').textContent()).toBe('0')
    expect(await page.getByTestId('community-claim').isDisabled()).toBe(true)
    expect(await page.locator('.community-rules__list li').count()).toBe(4)
    const before = sends(wallet)
    await page.getByTestId('community-stake').click()
    await page.getByTestId('community-popup').waitFor()
    // No amount chosen for the user (issue 29: the spec's pre-filled 100 is gone).
    expect(await page.getByTestId('community-input').inputValue()).toBe('')
    for (const text of ['', '0', '99999']) {
      await page.getByTestId('community-input').fill(text)
      await page.getByTestId('community-confirm').click()
      await expect.poll(() => page.getByTestId('toast').isVisible()).toBe(true)
      expect(await page.getByTestId('community-popup').isVisible()).toBe(true)
    }
    expect(sends(wallet)).toBe(before)
    await page.getByTestId('community-input').fill('1256')
    await expect.poll(() => page.getByTestId('toast').count(), { timeout: 10_000 }).toBe(0)
    await screenshot(page, 'community-popup-375-en-US')
    await expectNoSeriousA11yViolations(page, 'community stake popup')
    const marked = page.waitForResponse((r) => r.url().endsWith('/v1/community/entry-mark'), { timeout: 40_000 })
    await page.getByTestId('community-confirm').click()
    // The review: the amount, the balance left, the release, and that it cannot be undone; nothing sent yet.
    const review = page.getByTestId('community-review')
    await review.waitFor()
    expect(await review.getByTestId('review-amount').textContent()).toBe('1,256 PHO')
    expect(await review.getByTestId('review-warning').textContent()).toContain('cannot be undone')
    expect(sends(wallet)).toBe(before)
    // Cancel comes back to the popup with the amount kept.
    await review.getByRole('button', { name: 'Cancel', exact: true }).click()
    expect(await page.getByTestId('community-input').inputValue()).toBe('1256')
    expect(sends(wallet)).toBe(before)
    await page.getByTestId('community-confirm').click()
    await page.getByTestId('community-review').getByTestId('review-confirm').click()
    const mark = await (await marked).json()
    expect(mark.code).toBe(200)
    expect(mark.data.amount).toBe(parseEther('1256').toString())
    // approve, then stake
    expect(sends(wallet)).toBe(before + 2)
    await expect.poll(() => page.getByTestId('toast').textContent()).toBe('Staked successfully')
    const [staked, locked] = await client.readContract({
      address: STAKE,
      abi: communityStakeAbi,
      functionName: 'stakeInfo',
      args: [me],
    })
    expect(staked).toBe(parseEther('1256'))
    expect(locked).toBe(parseEther('1256'))
    await expect.poll(() => page.getByTestId('community-mine').textContent(), { timeout: 20_000 }).toBe('1,256')
    expect(await page.getByTestId('community-locked').textContent()).toBe('1,256')
    expect(await page.getByTestId('community-released').textContent()).toBe('0')
    expect(await shown(page, 'community-total')).toBeGreaterThanOrEqual(1256)
    expect(await page.getByTestId('community-claim').isDisabled()).toBe(true)
    await inLanguages(page, 'community', () =>
      expect.poll(() => page.getByTestId('community-mine').textContent(), { timeout: 20_000 }).toBe('1,256'),
    )
  })

  it('congress shows more buy-back and give-out in USDT after a taxed PHO swap; board and chart show the flows', async () => {
    await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
    await open('/HomeNext/Congress')
    await page.reload()
    await expect.poll(() => page.getByTestId('congress-cumulative').textContent()).toMatch(/\d/)
    const before = await shown(page, 'congress-cumulative')
    const trader = await freshAccount()
    await swapOnChain(rpcUrl, deployment, trader.account, ['PHO', 'USDT'], parseEther('4000'))
    // 0.5% of 4000 PHO at about 0.5 USDT: some 10 USDT more
    await expect.poll(() => shown(page, 'congress-cumulative'), { timeout: 30_000 }).toBeGreaterThan(before + 5)
    expect(await shown(page, 'congress-give-out')).toBeGreaterThan(0)
    expect(await shown(page, 'congress-buy-back')).toBeGreaterThan(0)
    await inLanguages(page, 'congress', () =>
      expect.poll(() => page.getByTestId('congress-cumulative').textContent()).toMatch(/[1-9]/),
    )

    await open('/HomeNext/boardOfDirectors')
    await inLanguages(page, 'board', () =>
      expect.poll(() => page.getByTestId('board-tvl').textContent()).toMatch(/[1-9]/),
    )
    expect(await shown(page, 'board-lpDividends')).toBeGreaterThan(0)
    // At the spec's star thresholds nobody in the sandbox holds a star card, but another file may have lowered star 1
    // and made a holder before this one runs (files run in no fixed order): the page agrees with the server's count.
    const holders = ((await (await fetch(`${base}v1/starcard/board`)).json()) as { data: { total_count: number } }).data
      .total_count
    if (holders === 0)
      await expect.poll(() => page.getByTestId('board-members-more-empty').textContent()).toBe('暂无星卡持有者')
    else await expect.poll(() => page.getByTestId('board-member').count()).toBe(Math.min(holders, 12))

    await open('/HomeNext/VisualChart')
    await inLanguages(page, 'chart', () => page.getByTestId('chart-table').waitFor())
    expect(await page.locator('[data-testid="flow-chart"] rect').count()).toBeGreaterThan(0)
    await page.getByTestId('chart-range-30').click()
    await expect.poll(() => page.getByTestId('chart-range-30').getAttribute('aria-pressed')).toBe('true')
  })

  it('the board lists a star-card holder as the header shows an account, with its star, in two languages', async () => {
    // anvil's account 0, the sandbox's operator, lowers star 1 to the holder's own liquidity read from the chain.
    const operator = await signInOperator(base, anvilAccounts[0]!)
    const holder = await fundMiningWallet(rpcUrl, deployment, { lpEach: '300' })
    const token = (await signInDirect(base, privateKeyToAccount(holder.privateKey))).token
    await makeStarOneHolder(base, operator, token)
    try {
      const row = page.getByTestId('board-member').filter({ hasText: shortenAddress(holder.address) })
      await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
      await open('/HomeNext/boardOfDirectors')
      await page.reload()
      await expect
        .poll(() => row.getByTestId('board-member-address').textContent())
        .toMatch(/^0x[0-9a-fA-F]{4}\.\.\.[0-9a-fA-F]{4}$/)
      expect(await row.getByTestId('board-member-level').textContent()).toBe('Star 1')
      expect(await row.locator('time').textContent()).toMatch(/^Since .*\d{4}/)
      expect(await page.getByTestId('board-members-more-empty').count()).toBe(0)
      expect(await page.getByTestId('board-member').count()).toBeLessThanOrEqual(12)
      await inLanguages(page, 'board-members', () =>
        expect.poll(() => row.getByTestId('board-member-level').textContent()).toMatch(/^(Star 1|1 星)$/),
      )
      expect(await row.getByTestId('board-member-level').textContent()).toBe('1 星')
    } finally {
      await restoreStarThresholds(base, operator)
    }
  })

  it('membership shows the four levels and 1256 FFT, and says purchase is not open; the partner cards show figures', async () => {
    await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
    await open('/HomeNext/Member')
    await page.reload()
    await expect.poll(() => page.getByTestId('member-stake').textContent()).toBe('1256 FFT')
    for (const [id, name] of [
      [1, 'Bronze'],
      [2, 'Silver'],
      [3, 'Gold'],
      [4, 'Diamond'],
    ] as const) {
      expect(await page.getByTestId(`member-level-${id}`).textContent()).toBe(name)
    }
    // Purchase is closed: the button is disabled and the reason is shown beside it (no tap to find out).
    await expect.poll(() => page.getByTestId('member-buy').isDisabled()).toBe(true)
    expect(await page.getByTestId('member-not-open').textContent()).toContain('Membership purchase is not open')
    expect(await page.getByTestId('member-buy').getAttribute('aria-describedby')).toBe('member-not-open')
    await inLanguages(page, 'member', () =>
      expect.poll(() => page.getByTestId('member-stake').textContent()).toBe('1256 FFT'),
    )

    await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
    await open('/DropIndex')
    await page.reload()
    await expect
      .poll(() => page.getByTestId('partner-flywheel-figure').textContent())
      .toMatch(/[1-9].* USDT bought back/)
    // The partner figures are everyone's, and say so.
    expect(await page.getByTestId('partner-vote-figure').textContent()).toMatch(/^All users: .*Good voted$/)
    expect(await page.getByTestId('partner-flywheel-figure').textContent()).toMatch(/^All users: /)
    await screenshot(page, 'partner-375-en-US')
    await expectNoSeriousA11yViolations(page, 'partner with figures')
    // the side menu reaches the three screens
    for (const name of ['Community', 'Congress', 'Member']) {
      await open('/DropIndex')
      await page.getByTestId('menu-button').click()
      await page.getByTestId(`menu-${name}`).click()
      await expect.poll(() => page.url()).toContain(`#/HomeNext/${name}`)
    }
  })
})
