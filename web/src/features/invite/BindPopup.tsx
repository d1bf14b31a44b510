import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/ApiError'
import { bindReferrer } from '../../api/auth/bindReferrer'
import { loadWallet } from '../../chain/wallet/loadWallet'
import { isUserRejection } from '../../chain/wallet/providerError'
import { useWalletState } from '../../chain/wallet/walletState'
import { showToast } from '../../ui/toastStore'
import { InviteFormPopup } from './InviteFormPopup'
import { INVITE_NAMESPACE } from './i18n'
import { readInviteLink } from './readInviteLink'
import { INVITE_QUERY } from './useInvite'

/**
 * The "fill in an invite link" popup: the spec's three refusals (empty, no invite_Code, a failed signature),
 * else the signed bind; a second click while one is in flight does nothing.
 */
export function BindPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(INVITE_NAMESPACE)
  const { t: tc } = useTranslation()
  const queryClient = useQueryClient()
  const { address, chainId } = useWalletState()
  const [input, setInput] = useState('')

  const confirm = async () => {
    if (!address || !chainId) return
    const link = readInviteLink(input)
    if (link.error) {
      showToast(t(link.error === 'empty' ? 'bind.empty' : 'bind.invalid'), 'error')
      return
    }
    try {
      const wallet = await loadWallet()
      const msg = await bindReferrer(wallet.signerOf(address, chainId), link.code)
      if (msg) showToast(msg, 'success')
      setInput('')
      onClose()
      await queryClient.invalidateQueries({ queryKey: [INVITE_QUERY] })
      await queryClient.invalidateQueries({ queryKey: ['account'] })
    } catch (error) {
      // The server's refusals were shown by the API client; a refused or failed signature is the spec's toast.
      if (!(error instanceof ApiError)) {
        if (!isUserRejection(error)) console.error('Bind failed', error)
        showToast(tc('home49'), 'error')
      }
    }
  }

  return (
    <InviteFormPopup
      open={open}
      onClose={onClose}
      onConfirm={confirm}
      title={t('bind.title')}
      testId="bind-popup"
      label={t('bind.label')}
      input={{
        'data-testid': 'bind-input',
        value: input,
        placeholder: t('bind.placeholder'),
        onChange: (event) => setInput(event.target.value),
      }}
      cancelTestId="bind-cancel"
      confirmTestId="bind-confirm"
    />
  )
}
