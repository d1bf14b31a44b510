import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useSessionToken } from '../api/useAccountInfo'
import { openConnectDialog } from '../chain/wallet/connectDialogStore'
import { loadWallet } from '../chain/wallet/loadWallet'
import { useWalletState } from '../chain/wallet/walletState'
import { Button } from '../ui/Button'
import { registerSessionTexts, SESSION_NAMESPACE } from './i18n'
import './walletGate.css'

registerSessionTexts()

export interface WalletUser {
  address: Address
  chainId: number
}

/**
 * What a page says in the gate's two prompts, when the gate's own words do not fit it. In the `button` look they
 * are the buttons' labels; `signIn` is unused when the gate only needs a wallet.
 */
export interface GateTexts {
  connect: string
  signIn?: string
}

/**
 * A page (or one of its actions) that acts for the account: without a wallet it asks to connect, without a session
 * to sign in (unless `needs` is `wallet`: on-chain actions need no session). `testIdPrefix` names the prompts per
 * area (wallet, groups, ...), `texts` words them for the page. The `panel` look is a prompt with a sentence and a
 * button in place of the page; the `button` look is the button alone, in place of the page's action button.
 */
export function WalletGate({
  children,
  testIdPrefix = 'wallet',
  texts,
  needs = 'session',
  look = 'panel',
  block = false,
}: {
  children: (user: WalletUser) => ReactNode
  testIdPrefix?: string
  texts?: GateTexts
  needs?: 'wallet' | 'session'
  look?: 'panel' | 'button'
  /** The `button` look's button spans the width of its card. */
  block?: boolean
}) {
  const { t } = useTranslation(SESSION_NAMESPACE)
  const { address, chainId, status } = useWalletState()
  const token = useSessionToken()
  if (status !== 'connected' || !address || !chainId) {
    return (
      <Prompt
        look={look}
        block={block}
        testId={`${testIdPrefix}-connect`}
        own={texts?.connect}
        sentence={t('gate.connect')}
        label={t('header.connect', { ns: 'translation' })}
        onClick={openConnectDialog}
      />
    )
  }
  if (needs === 'session' && !token) {
    return (
      <Prompt
        look={look}
        block={block}
        testId={`${testIdPrefix}-sign-in`}
        own={texts?.signIn}
        sentence={t('gate.signIn')}
        label={t('header.signIn', { ns: 'translation' })}
        // Sign-in loads with the click, like the wallet (app/Shell.tsx loads it with a wallet's first move).
        onClick={async () => {
          const [{ ensureSession }, wallet] = await Promise.all([import('../api/auth/ensureSession'), loadWallet()])
          return ensureSession(wallet.signerOf(address, chainId), { byUser: true })
        }}
      />
    )
  }
  return <>{children({ address, chainId })}</>
}

/** One prompt: in the `panel` look a sentence over a small button (`<id>-prompt` and `<id>`), in the `button` look
 * the button alone (`<id>`). The page's own words (`own`) replace the sentence, or the button's label. */
function Prompt({
  look,
  block,
  testId,
  own,
  sentence,
  label,
  onClick,
}: {
  look: 'panel' | 'button'
  block: boolean
  testId: string
  own: string | undefined
  sentence: string
  label: string
  onClick: () => void
}) {
  if (look === 'button') {
    return (
      <Button block={block} data-testid={testId} onClick={onClick}>
        {own ?? label}
      </Button>
    )
  }
  return (
    <div className="wallet-prompt" data-testid={`${testId}-prompt`}>
      <p>{own ?? sentence}</p>
      <Button size="sm" data-testid={testId} onClick={onClick}>
        {label}
      </Button>
    </div>
  )
}
