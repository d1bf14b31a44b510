import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../api/ApiError'
import { ensureSession } from '../api/auth/ensureSession'
import { forgetInviteCode, pendingInviteCode } from '../api/auth/inviteCode'
import { useAccountInfo, useSessionToken } from '../api/useAccountInfo'
import { findNetwork, selectedChainId } from '../chain/network/configuredNetworks'
import { reloadPage } from '../chain/network/reloadPage'
import { storeChainId } from '../chain/network/selectedChain'
import { loadWallet } from '../chain/wallet/loadWallet'
import { isUserRejection } from '../chain/wallet/providerError'
import { useWalletState } from '../chain/wallet/walletState'
import { useLocation } from '../navigation/hashRouter'
import { showToast } from '../ui/toastStore'

const bindTried = new Set<string>()

/**
 * The spec's account and network rules, with sign-in: an account change reloads the data, a network change
 * reloads the page; a connected account signs in once (token reused across reloads), then its user info is
 * fetched, and an unbound account that arrived with an invite code signs and posts the bind.
 */
export function SessionSync() {
  const queryClient = useQueryClient()
  const { t } = useTranslation()
  const location = useLocation()
  const { address, chainId, status } = useWalletState()
  const token = useSessionToken()
  const info = useAccountInfo()
  const previous = useRef<{ address?: string; chainId?: number; status?: string }>({})

  useEffect(() => {
    const before = previous.current
    previous.current = { address, chainId, status }
    if (before.address && address && before.address !== address) void queryClient.invalidateQueries()
    if (before.chainId && chainId && before.chainId !== chainId) {
      if (findNetwork(chainId)) storeChainId(chainId)
      reloadPage()
      return
    }
    if (status === 'connected' && chainId && findNetwork(chainId)) storeChainId(chainId)
    // Leaving a wallet that sat on another network than the stored one is a network change too.
    if (before.status === 'connected' && status === 'disconnected' && before.chainId !== selectedChainId) reloadPage()
  }, [address, chainId, status, queryClient])

  useEffect(() => {
    if (status !== 'connected' || !address || !chainId || !findNetwork(chainId) || token) return
    void loadWallet().then((wallet) => ensureSession(wallet.signerOf(address, chainId)))
  }, [status, address, chainId, token])

  const inviteCode = pendingInviteCode(location.search)
  const userInfo = info.data
  useEffect(() => {
    if (userInfo?.parent_id !== 0 || !inviteCode || !address || !chainId) return
    if (userInfo.invite_code === inviteCode) return
    const key = `${chainId}:${address.toLowerCase()}:${inviteCode}`
    if (bindTried.has(key)) return
    bindTried.add(key)
    // The bind message is checksummed with viem's keccak: it loads with the wallet, not with the first screen.
    Promise.all([loadWallet(), import('../api/auth/bindReferrer')])
      .then(([wallet, { bindReferrer }]) => bindReferrer(wallet.signerOf(address, chainId), inviteCode))
      .then((msg) => {
        forgetInviteCode()
        if (msg) showToast(msg, 'success')
        // A bind changes the account and every team figure shown (the invitation page's lists and zones).
        return queryClient.invalidateQueries()
      })
      .catch((error: unknown) => {
        if (isUserRejection(error)) {
          console.warn('Bind: the wallet refused to sign', error)
          showToast(t('transactionRejected'), 'error')
        } else if (error instanceof ApiError) {
          // The server refused the code (the client showed why); do not ask again in this tab.
          if (error.status >= 400 && error.status < 500 && error.status !== 401) forgetInviteCode()
        } else {
          console.error('Bind failed', error)
          showToast(t('home49'), 'error')
        }
      })
  }, [userInfo, inviteCode, address, chainId, queryClient, t])

  return null
}
