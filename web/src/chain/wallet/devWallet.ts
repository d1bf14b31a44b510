import { type Address, type Chain, getAddress, SwitchChainError } from 'viem'
import { createConnector } from 'wagmi'
import { DEV_WALLET_ID, getDevConnected, getDevKey, setDevConnected } from './devWalletKey'
import type { DevWalletProvider } from './devWalletProvider'
import { providerError } from './providerError'

export { DEV_WALLET_ID }

/**
 * A wagmi connector for the local development wallet. The key-holding provider (viem's local account and
 * its secp256k1 code) is imported only when the wallet is used, so it costs nothing on real networks.
 */
export function devWallet({ chain }: { chain: Chain }) {
  let provider: Promise<DevWalletProvider> | undefined
  let providerKey: string | undefined

  function loadProvider(): Promise<DevWalletProvider> {
    const key = getDevKey()
    if (!provider || providerKey !== key) {
      providerKey = key
      provider = import('./devWalletProvider').then((m) => m.createDevWalletProvider({ privateKey: key, chain }))
    }
    return provider
  }

  return createConnector<DevWalletProvider | undefined>((config) => ({
    id: DEV_WALLET_ID,
    name: 'Development wallet',
    type: 'devWallet',
    async connect({ chainId, withCapabilities } = {}) {
      if (chainId !== undefined && chainId !== chain.id) {
        throw new SwitchChainError(providerError(4902, 'The development wallet works on the local chain only'))
      }
      const wallet = await loadProvider()
      setDevConnected(true)
      const address = getAddress(wallet.address)
      return {
        accounts: (withCapabilities ? [{ address, capabilities: {} }] : [address]) as never,
        chainId: chain.id,
      }
    },
    async disconnect() {
      setDevConnected(false)
    },
    async getAccounts() {
      const wallet = await loadProvider()
      return [getAddress(wallet.address)]
    },
    async getChainId() {
      return chain.id
    },
    // wagmi's reconnect asks every connector for its provider before isAuthorized(): answering only when the
    // wallet was left connected keeps the key-holding code (and secp256k1) out of every other page load.
    async getProvider() {
      return provider || getDevConnected() ? loadProvider() : undefined
    },
    async isAuthorized() {
      return getDevConnected()
    },
    async switchChain({ chainId }) {
      if (chainId !== chain.id) {
        throw new SwitchChainError(providerError(4902, 'The development wallet works on the local chain only'))
      }
      return chain
    },
    onAccountsChanged(accounts) {
      if (accounts.length === 0) this.onDisconnect()
      else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a as Address)) })
    },
    onChainChanged(id) {
      config.emitter.emit('change', { chainId: Number(id) })
    },
    onDisconnect() {
      setDevConnected(false)
      config.emitter.emit('disconnect')
    },
  }))
}
