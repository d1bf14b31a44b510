import i18next, { type i18n as I18n } from 'i18next'
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/languages'
import { loadMessages } from '../../i18n/loadMessages'
import { StaticRouter } from '../../navigation/hashRouter'
import { MINING_NAMESPACE } from './i18n'
import { miningBundles } from './i18n/bundles'
import type { StakeAction } from './miningCalls'
import type { FarmPanel } from './miningPanels'
import { StakePopup } from './StakePopup'

type RouterProps = Parameters<typeof StaticRouter>[0]

const E18 = 10n ** 18n
const panel: FarmPanel = {
  kind: 'farm',
  key: 'GET-PHO',
  name: 'GET-PHO',
  tab: 'current',
  farm: '0x0000000000000000000000000000000000000001' as Address,
  pid: 4,
  showTotals: false,
  stakeToken: '0x0000000000000000000000000000000000000002' as Address,
  stakeSymbol: 'GET-PHO LP',
  stakeDecimals: 18,
  rewardToken: '0x0000000000000000000000000000000000000003' as Address,
  rewardSymbol: 'PHO',
  rewardDecimals: 18,
}
const lotPanel: FarmPanel = { ...panel, fixedStake: 100n * E18 }

async function i18nIn(language: Language): Promise<I18n> {
  const instance = i18next.createInstance()
  const [fallback, current] = await Promise.all([loadMessages(DEFAULT_LANGUAGE), loadMessages(language)])
  await instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {
      [DEFAULT_LANGUAGE]: { translation: fallback, [MINING_NAMESPACE]: miningBundles[DEFAULT_LANGUAGE] },
      [language]: { translation: current, [MINING_NAMESPACE]: miningBundles[language] },
    },
    interpolation: { escapeValue: false },
  })
  return instance
}

/** The popup as the browser first paints it, in `language`. */
async function render(language: Language, shown: FarmPanel, action: StakeAction, available: bigint) {
  const i18n = await i18nIn(language)
  const popup = h(StakePopup, {
    chainId: 31337,
    panel: shown,
    action,
    available,
    onCancel: () => {},
    onConfirm: async () => true,
  })
  return renderToStaticMarkup(
    h(I18nextProvider, { i18n }, h(StaticRouter, { location: '/MiningsIndex' } as RouterProps, popup)),
  )
}

/** The opening tag of the element with `data-testid="<id>"`, or undefined. */
const tagOf = (html: string, id: string) => html.match(new RegExp(`<[a-z]+[^>]*data-testid="${id}"[^>]*>`))?.[0]
const textOf = (html: string, id: string) =>
  html.match(new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`))?.[1]?.replace(/&#x27;/g, "'")

describe('StakePopup, fixed-lot variant (spec 000: read-only field, default 100)', () => {
  it('stakes the lot: the field is read-only at 100, no Max, the rule said, confirm enabled when the wallet has it', async () => {
    const html = await render('en-US', lotPanel, 'stake', 250n * E18)
    const input = tagOf(html, 'stake-input')!
    expect(input).toContain('readOnly=""')
    expect(input).toContain('value="100"')
    expect(tagOf(html, 'stake-max')).toBeUndefined()
    expect(textOf(html, 'stake-lot-note')).toBe(
      'This pool takes a fixed lot: each stake is 100 GET-PHO LP; the amount cannot be changed',
    )
    expect(tagOf(html, 'stake-blocked')).toBeUndefined()
    expect(tagOf(html, 'stake-confirm')).not.toContain('disabled')
  })

  it('disables confirm with the reason when the wallet holds less than the lot, in the UI language', async () => {
    const en = await render('en-US', lotPanel, 'stake', 99n * E18)
    expect(tagOf(en, 'stake-confirm')).toContain('disabled=""')
    expect(textOf(en, 'stake-blocked')).toBe(
      'Your wallet holds less GET-PHO LP than one lot (100), so you cannot stake',
    )
    const zh = await render('zh-CN', lotPanel, 'stake', 99n * E18)
    expect(tagOf(zh, 'stake-confirm')).toContain('disabled=""')
    expect(textOf(zh, 'stake-blocked')).toBe('钱包中的 GET-PHO LP 不足一份（100），无法质押')
    expect(textOf(zh, 'stake-lot-note')).toBe('本池按固定份额质押：每次质押 100 GET-PHO LP，数量不可更改')
    // the confirm button is described by the reason (read with it by screen readers)
    const describedBy = tagOf(zh, 'stake-confirm')!.match(/aria-describedby="([^"]+)"/)?.[1]
    expect(describedBy).toBeTruthy()
    expect(zh).toContain(`id="${describedBy}"`)
  })

  it('unstakes the whole stake, read-only too; nothing staked disables confirm with its reason', async () => {
    const html = await render('en-US', lotPanel, 'unstake', 200n * E18)
    expect(tagOf(html, 'stake-input')).toContain('readOnly=""')
    expect(tagOf(html, 'stake-input')).toContain('value="200"')
    expect(tagOf(html, 'stake-max')).toBeUndefined()
    expect(textOf(html, 'stake-lot-note')).toBe(
      'Unstaking from this pool withdraws your whole stake; the amount cannot be changed',
    )
    expect(tagOf(html, 'stake-confirm')).not.toContain('disabled')
    const none = await render('ja-JP', lotPanel, 'unstake', 0n)
    expect(tagOf(none, 'stake-confirm')).toContain('disabled=""')
    expect(textOf(none, 'stake-blocked')).toBe('このプールにステークはないため、アンステークできません')
  })

  it('a pool without a lot keeps the typed field with Max and an enabled confirm', async () => {
    const html = await render('en-US', panel, 'stake', 99n * E18)
    expect(tagOf(html, 'stake-input')).not.toContain('readOnly')
    expect(tagOf(html, 'stake-input')).toContain('value=""')
    expect(tagOf(html, 'stake-max')).toBeDefined()
    expect(tagOf(html, 'stake-lot-note')).toBeUndefined()
    expect(tagOf(html, 'stake-confirm')).not.toContain('disabled')
  })
})
