import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setActiveSession } from '../api/sessionStore'
import { setWalletState } from '../chain/wallet/walletState'
import { i18n, initI18n } from '../i18n/i18n'
import type { WalletGate as Gate } from './WalletGate'

const ADDRESS = '0x00000000000000000000000000000000000000aa'
let WalletGate: typeof Gate

// The app's i18n in its default language (zh-CN), started before the gate registers its texts in it.
beforeAll(async () => {
  await initI18n()
  WalletGate = (await import('./WalletGate')).WalletGate
})

afterEach(() => {
  setWalletState({ status: 'disconnected' })
  setActiveSession(null)
})

/** The gate as the browser first paints it, around an action button named `action`. */
function render(props: Omit<Parameters<typeof Gate>[0], 'children'>) {
  const action = () => h('button', { type: 'button', 'data-testid': 'action' }, 'Act')
  // biome-ignore lint/correctness/noChildrenProp: the gate's child is a render function, typed as its prop
  const gate = h(WalletGate, { ...props, children: action })
  return renderToStaticMarkup(h(I18nextProvider, { i18n }, gate))
}

const connect = () => setWalletState({ status: 'connected', address: ADDRESS, chainId: 31337 })

describe('WalletGate', () => {
  it('panel look: without a wallet, the sentence over a connect button; the page words the sentence', () => {
    const html = render({ testIdPrefix: 'groups' })
    expect(html).toContain('data-testid="groups-connect-prompt"')
    expect(html).toContain('<p>连接钱包后查看奖励钱包</p>')
    expect(html).toMatch(/data-testid="groups-connect"[^>]*>连接钱包</)
    expect(render({ texts: { connect: 'Connect to see your cards' } })).toContain('<p>Connect to see your cards</p>')
  })

  it('button look: the button alone, in place of the action, worded by the page or by the header', () => {
    const own = render({ testIdPrefix: 'vote', look: 'button', texts: { connect: 'Connect a wallet to vote' } })
    expect(own).not.toContain('-prompt')
    expect(own).not.toContain('data-testid="action"')
    expect(own).toMatch(/<button[^>]*data-testid="vote-connect"[^>]*>Connect a wallet to vote<\/button>/)
    expect(render({ testIdPrefix: 'vote', look: 'button', block: true })).toMatch(
      /class="[^"]*btn--block[^"]*"[^>]*data-testid="vote-connect"[^>]*>连接钱包</,
    )
  })

  it('a connected wallet without a session: sign-in for pages that need one, the action for on-chain ones', () => {
    connect()
    const session = render({ testIdPrefix: 'member', look: 'button' })
    expect(session).toMatch(/data-testid="member-sign-in"[^>]*>登录</)
    expect(session).not.toContain('data-testid="action"')
    const wallet = render({ testIdPrefix: 'vote', look: 'button', needs: 'wallet' })
    expect(wallet).toContain('data-testid="action"')
    expect(wallet).not.toContain('vote-sign-in')
  })

  it('a signed-in account sees the action', () => {
    connect()
    setActiveSession({ key: `auth:31337:${ADDRESS}`, token: 't' })
    const html = render({ testIdPrefix: 'member', look: 'button' })
    expect(html).toContain('data-testid="action"')
    expect(html).not.toContain('member-sign-in')
  })
})
