import { parseDeployment } from '@phoswap/core/deployments'
import { formatStarRequirements } from '@phoswap/core/rewards/starCards'
import { STAR_REQUIREMENTS } from '@phoswap/core/rewards/starLevel'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { launchBrowser, MOBILE, screenshot } from '../src/browser'
import { fundMiningWallet } from '../src/miningChain'
import { type Operator, setConfig, signInOperator } from '../src/operator'
import { installTestWallet, TEST_WALLET_RDNS, type TestWallet } from '../src/testWallet'

const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = parseDeployment(JSON.parse(inject('deploymentJson')))
// anvil's account 0: the sandbox's deployer, operator and genesis address (the referral tree's root).
const GENESIS_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

let browser: Browser
const contexts: BrowserContext[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  for (const context of contexts) await context.close()
  await browser?.close()
})

/** A phone-sized page with the test wallet of `privateKey`, in `lang` (English), connected on `path`. */
async function openAs(
  privateKey: `0x${string}`,
  path: string,
  lang = 'en-US',
): Promise<{ page: Page; wallet: TestWallet }> {
  const context = await browser.newContext({ viewport: MOBILE, locale: lang })
  contexts.push(context)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(base).origin })
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang)
  const wallet = await installTestWallet(context, { privateKey, rpcUrl })
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  await page.goto(`${base}${path}`)
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-option-${TEST_WALLET_RDNS}`).click()
  await page.getByTestId('account').waitFor({ timeout: 15_000 })
  return { page, wallet }
}

const signatures = (wallet: TestWallet) => wallet.requests.filter((r) => r.method === 'personal_sign').length

const masked = (address: string) => `${address.slice(0, 7)}****${address.slice(-7)}`
const toastText = (page: Page) => page.getByTestId('toast').last().textContent()

describe('invitation page: a friend opens the copied link, signs, and appears masked in the list', () => {
  let inviter: Page
  let link = ''
  // The friend holds PHO-USDT LP on chain from before their first visit.
  let friendKey: `0x${string}`
  let friend: ReturnType<typeof privateKeyToAccount>
  beforeAll(async () => {
    friendKey = (await fundMiningWallet(rpcUrl, deployment)).privateKey
    friend = privateKeyToAccount(friendKey)
  })

  it('the genesis account sees its link, copies it, and an empty list', async () => {
    inviter = (await openAs(GENESIS_KEY, '#/InviteIndex')).page
    await inviter.getByTestId('invite-page').waitFor()
    await expect.poll(() => inviter.getByTestId('invite-link').getAttribute('data-url')).toMatch(/invite_Code=/)
    await inviter.getByTestId('invite-copy').click()
    link = await inviter.evaluate(() => navigator.clipboard.readText())
    expect(link).toBe(await inviter.getByTestId('invite-link').getAttribute('data-url'))
    expect(link).toMatch(/#\/HomeIndex\?invite_Code=[A-Z0-9]+$/)
    // Shown abbreviated, never the whole link.
    expect(await inviter.getByTestId('invite-link').textContent()).toContain('****')
    await expect.poll(() => inviter.getByTestId('zone-max').textContent()).toBe('0')
  })

  it('the friend opens the link, signs the bind, and sees the inviter as recommender', async () => {
    const { page, wallet } = await openAs(friendKey, link.slice(link.indexOf('#')))
    // Connected with the code in the URL: the app signs in, then asks the wallet to sign the bind and posts it.
    await expect.poll(() => signatures(wallet), { timeout: 30_000 }).toBeGreaterThanOrEqual(2)
    await expect.poll(() => toastText(page), { timeout: 20_000 }).toBeTruthy()
    await page.goto(`${base}#/InviteIndex`)
    await expect
      .poll(() => page.getByTestId('invite-recommender').textContent(), { timeout: 20_000 })
      .toBe(privateKeyToAccount(GENESIS_KEY).address)
    // Bound now: the friend's own link is shown too.
    await expect.poll(() => page.getByTestId('invite-link').getAttribute('data-url')).toMatch(/invite_Code=/)
  })

  it('the inviter sees the friend masked in the list', async () => {
    // The inviter comes back to the page later: a fresh load.
    await inviter.reload()
    await inviter.getByTestId('invite-page').waitFor()
    const rows = inviter.getByTestId('invite-row')
    await expect
      .poll(async () => (await rows.allTextContents()).join('|'), { timeout: 20_000 })
      .toContain(masked(friend.address))
    expect(await inviter.getByTestId('invite-list').textContent()).not.toContain(friend.address.slice(7, -7))
    // The friend's LP (PHO-USDT added on chain), read by the server at current reserves, is the inviter's large zone.
    await expect
      .poll(
        async () => {
          await inviter.reload()
          await inviter.getByTestId('invite-page').waitFor()
          await expect.poll(() => inviter.getByTestId('zone-max').textContent()).not.toBe('--')
          return Number((await inviter.getByTestId('zone-max').textContent())?.replaceAll(',', ''))
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBeGreaterThan(100)
    await screenshot(inviter, 'invite-375')
    await expectNoSeriousA11yViolations(inviter, 'invite')
  })

  it('an unbound newcomer: link --, copy refused, and the bind popup gives the spec messages then binds', async () => {
    const newcomerKey = generatePrivateKey()
    const { page } = await openAs(newcomerKey, '#/InviteIndex')
    await page.getByTestId('invite-fill').waitFor()
    expect(await page.getByTestId('invite-link').textContent()).toBe('--')
    // The '--' says why and how: a recommender first, by a friend's link, with the bind offered right there.
    expect(await page.getByTestId('invite-bind-first').textContent()).toBe(
      'Your invite link appears once you have a recommender: open a friend’s invite link and sign, or paste it here.',
    )
    expect(await page.getByTestId('invite-link').getAttribute('aria-describedby')).toBe('invite-bind-first')
    await screenshot(page, 'invite-375-newcomer-en')
    await expectNoSeriousA11yViolations(page, 'invite newcomer')
    const zh = (await openAs(newcomerKey, '#/InviteIndex', 'zh-CN')).page
    await zh.getByTestId('invite-fill').waitFor()
    expect(await zh.getByTestId('invite-bind-first').textContent()).toContain('绑定推荐人后才会生成您的邀请链接')
    await screenshot(zh, 'invite-375-newcomer-zh')
    await zh.getByTestId('invite-bind-first-button').click()
    await zh.getByTestId('bind-popup').waitFor()
    await zh.keyboard.press('Escape')
    await page.getByTestId('invite-copy').click()
    await expect.poll(() => toastText(page)).toBe('Connect a referrer first')
    await page.getByTestId('invite-fill').click()
    await page.getByTestId('bind-confirm').click()
    await expect.poll(() => toastText(page)).toBe('Please fill in the referral invite link')
    await page.getByTestId('bind-input').fill(`${base}#/HomeIndex`)
    await page.getByTestId('bind-confirm').click()
    await expect.poll(() => toastText(page)).toBe('Invalid invite link')
    await page.getByTestId('bind-input').fill(link)
    await page.getByTestId('bind-confirm').click()
    await expect
      .poll(() => page.getByTestId('invite-recommender').textContent(), { timeout: 20_000 })
      .toBe(privateKeyToAccount(GENESIS_KEY).address)
    expect(await page.getByTestId('bind-popup').count()).toBe(0)
    // Bound: the link is shown and the reason is gone.
    await expect.poll(() => page.getByTestId('invite-link').getAttribute('data-url')).toMatch(/invite_Code=/)
    expect(await page.getByTestId('invite-bind-first').count()).toBe(0)
  })
})

describe('Mine page, PHO tab', () => {
  // star_thresholds is a signed operator change (op_config_set); setConfig signs it with the operator's key.
  const set = async (operator: Operator, key: string, value: string) => {
    const reply = await setConfig(base, operator, key, value)
    expect(reply.code, `${key}: ${reply.msg}`).toBe(200)
  }

  it('shows the star figures of the genesis account and the rules in force; GDT opens its reward tab', async () => {
    // The operator (the genesis account) changes star 1's own liquidity and the valid-address threshold: the
    // rules text names the new figures, read from the server, not the spec's defaults.
    const operator = await signInOperator(base, privateKeyToAccount(GENESIS_KEY))
    const levels = STAR_REQUIREMENTS.map((r) => ({ ...r, ownTvl: r.level === 1 ? parseEther('1234') : r.ownTvl }))
    await set(operator, 'star_thresholds', formatStarRequirements(levels))
    await set(operator, 'team_valid_tvl', parseEther('150').toString())
    try {
      // The /HomeNext pages have a back bar instead of the header: connect on the invitation page, then go.
      const { page } = await openAs(GENESIS_KEY, '#/InviteIndex')
      await page.goto(`${base}#/HomeNext/Mine?id=0`)
      await expect.poll(() => page.getByTestId('mine-star').textContent()).toContain('No star yet')
      await expect.poll(() => page.getByTestId('mine-team-valid').textContent()).toMatch(/^\d+$/)
      await page.getByTestId('mine-rules').locator('summary').click()
      const rules = page.getByTestId('mine-rules').locator('li')
      await expect.poll(() => rules.nth(0).textContent()).toContain('at least 150 USDT of own liquidity')
      expect(await rules.nth(2).textContent()).toBe(
        'Star 1: own liquidity 1,234 USDT, team liquidity 1,000 USDT, 100 valid direct and 500 valid team addresses in at least 4 lines of 100.',
      )
      expect(await rules.nth(3).textContent()).toBe(
        'Stars 2 to 5: own liquidity 2,000–5,000 USDT, team liquidity 10,000–10,000,000 USDT, 1,000–2,500 valid team addresses, 100 valid direct, 4 lines.',
      )
      expect(await page.getByTestId('mine-rules').textContent()).toContain('1680')
      await screenshot(page, 'mine-375-en')
      await expectNoSeriousA11yViolations(page, 'mine')
      const zh = (await openAs(GENESIS_KEY, '#/InviteIndex', 'zh-CN')).page
      await zh.goto(`${base}#/HomeNext/Mine?id=0`)
      await zh.getByTestId('mine-rules').locator('summary').click()
      await expect
        .poll(() => zh.getByTestId('mine-rules').locator('li').nth(2).textContent())
        .toContain('1 星：自身流动性 1,234 USDT')
      expect(await zh.getByTestId('mine-rules').locator('li').nth(0).textContent()).toContain('达到 150 USDT')
      await screenshot(zh, 'mine-375-zh')
      await expectNoSeriousA11yViolations(zh, 'mine zh')
    } finally {
      await set(operator, 'star_thresholds', formatStarRequirements(STAR_REQUIREMENTS))
      await set(operator, 'team_valid_tvl', parseEther('100').toString())
    }
  })

  it('the GDT tab opens from the PHO tab', async () => {
    const { page } = await openAs(GENESIS_KEY, '#/InviteIndex')
    await page.goto(`${base}#/HomeNext/Mine?id=0`)
    await page.getByTestId('mine-tab-GDT').waitFor()
    await page.getByTestId('mine-tab-GDT').click()
    await expect.poll(() => page.getByTestId('gdt-total').textContent()).toMatch(/\d/)
    expect(page.url()).toMatch(/Mine\?id=1$/)
  })
})
