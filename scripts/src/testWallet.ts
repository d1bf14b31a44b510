/**
 * A browser wallet for the end-to-end tests: an EIP-1193 provider injected into the page and announced through
 * EIP-6963, like a real extension. Requests are answered in Node by a viem account that signs locally and by
 * the local chain for everything else, so the app goes through its real injected-wallet path.
 */
import type { BrowserContext } from 'playwright-core'
import { createWalletClient, defineChain, type Hex, http, keccak256, type PrivateKeyAccount, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export const TEST_WALLET_RDNS = 'dev.phoswap.testwallet'

export interface WalletRequest {
  method: string
  params: unknown[]
}

export interface TestWallet {
  account: PrivateKeyAccount
  /** Every request the page made, in order. */
  requests: WalletRequest[]
  /** When set, signature requests are refused as a user would (EIP-1193 error 4001). */
  rejectSignatures: boolean
  signatureRequests(): WalletRequest[]
  /**
   * When set, the next eth_sendTransaction is signed and its hash returned but it is not broadcast, like a
   * transaction stuck in the wallet; it lands in `held`. The user can then replace it (same nonce) with `replaceHeld`.
   */
  holdNextTransaction: boolean
  held: { hash: Hex; nonce: number } | undefined
  /** Sends a 0-value transfer to itself with the held transaction's nonce (a "cancel"): the held hash never lands. */
  replaceHeld(): Promise<Hex>
  /** The user picks another chain in the wallet: it answers for that chain and tells every open page (chainChanged). */
  moveToChain(chainId: number): Promise<void>
}

interface RpcError {
  code: number
  message: string
}

/** The page-side provider; runs in the browser before the app. Kept free of closures over Node values. */
function pageProvider(info: { rdns: string; uuid: string }) {
  type Listener = (...args: unknown[]) => void
  const listeners: Record<string, Listener[]> = {}
  const call = (window as unknown as Record<string, (json: string) => Promise<string>>).__phoswapTestWallet
  const provider = {
    isPhoSwapTestWallet: true,
    async request(args: { method: string; params?: unknown[] }) {
      const reply = JSON.parse(await call(JSON.stringify({ method: args.method, params: args.params ?? [] })))
      if (reply.error) throw Object.assign(new Error(reply.error.message), { code: reply.error.code })
      if (args.method === 'wallet_switchEthereumChain') {
        for (const listener of listeners.chainChanged ?? []) listener(reply.chainId)
        return null
      }
      return reply.result
    },
    on(event: string, listener: Listener) {
      listeners[event] = [...(listeners[event] ?? []), listener]
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners[event] = (listeners[event] ?? []).filter((l) => l !== listener)
      return provider
    },
  }
  const detail = Object.freeze({
    info: {
      uuid: info.uuid,
      name: 'PhoSwap Test Wallet',
      rdns: info.rdns,
      icon: "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 8'><circle cx='4' cy='4' r='4' fill='%23f60'/></svg>",
    },
    provider,
  })
  // Lets the Node side play a change made in the wallet itself (another chain picked there).
  ;(window as unknown as Record<string, unknown>).__phoswapTestWalletEmit = (event: string, arg: unknown) => {
    for (const listener of listeners[event] ?? []) listener(arg)
  }
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

export async function installTestWallet(
  context: BrowserContext,
  options: { privateKey: Hex; rpcUrl: string; chainId?: number },
): Promise<TestWallet> {
  const account = privateKeyToAccount(options.privateKey)
  let chainId = options.chainId ?? 31337
  let authorized = false
  const chain = defineChain({
    id: 31337,
    name: 'Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  })
  const client = createWalletClient({ account, chain, transport: http(options.rpcUrl) })
  const wallet: TestWallet = {
    account,
    requests: [],
    rejectSignatures: false,
    signatureRequests: () =>
      wallet.requests.filter((r) => r.method === 'personal_sign' || r.method.startsWith('eth_signTypedData')),
    holdNextTransaction: false,
    held: undefined,
    async moveToChain(next: number) {
      chainId = next
      for (const page of context.pages()) {
        await page.evaluate((hex) => {
          const emit = (window as unknown as Record<string, (event: string, arg: unknown) => void>)
            .__phoswapTestWalletEmit
          // After this call returns: the app reloads on a network change, which would cut the call short.
          setTimeout(() => emit?.('chainChanged', hex), 0)
        }, toHex(next))
      }
    },
    async replaceHeld() {
      if (!wallet.held) throw new Error('no held transaction to replace')
      const hash = await client.sendTransaction({ to: account.address, value: 0n, nonce: wallet.held.nonce })
      wallet.held = undefined
      return hash
    },
  }
  const rejected: RpcError = { code: 4001, message: 'User rejected the request.' }

  async function answer(request: WalletRequest): Promise<unknown> {
    const params = request.params
    switch (request.method) {
      case 'eth_requestAccounts':
      case 'wallet_requestPermissions':
        // Like an extension: the site sees the account only after the user allowed it once.
        authorized = true
        return {
          result: request.method === 'eth_requestAccounts' ? [account.address] : [{ parentCapability: 'eth_accounts' }],
        }
      case 'eth_accounts':
        return { result: authorized ? [account.address] : [] }
      case 'eth_chainId':
        return { result: toHex(chainId) }
      case 'net_version':
        return { result: String(chainId) }
      case 'wallet_switchEthereumChain': {
        const wanted = Number((params[0] as { chainId: string }).chainId)
        if (wanted !== 31337) return { error: { code: 4902, message: 'Unrecognized chain ID.' } }
        chainId = wanted
        return { result: null, chainId: toHex(chainId) }
      }
      case 'wallet_addEthereumChain':
        return { error: rejected }
      case 'wallet_getPermissions':
        return { result: authorized ? [{ parentCapability: 'eth_accounts' }] : [] }
      case 'personal_sign': {
        if (wallet.rejectSignatures) return { error: rejected }
        return { result: await account.signMessage({ message: { raw: params[0] as Hex } }) }
      }
      case 'eth_signTypedData_v4': {
        if (wallet.rejectSignatures) return { error: rejected }
        const typed = typeof params[1] === 'string' ? JSON.parse(params[1]) : params[1]
        return { result: await account.signTypedData(typed) }
      }
      case 'eth_sendTransaction': {
        if (wallet.rejectSignatures) return { error: rejected }
        const tx = params[0] as {
          to?: Hex
          data?: Hex
          value?: Hex
          gas?: Hex
          gasPrice?: Hex
          maxFeePerGas?: Hex
          maxPriorityFeePerGas?: Hex
        }
        // Like an extension keeping the site's suggested fee: the app's fee rule is what the chain sees.
        const fee = tx.gasPrice
          ? { gasPrice: BigInt(tx.gasPrice) }
          : tx.maxFeePerGas && tx.maxPriorityFeePerGas
            ? { maxFeePerGas: BigInt(tx.maxFeePerGas), maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas) }
            : {}
        if (wallet.holdNextTransaction) {
          wallet.holdNextTransaction = false
          const request = await client.prepareTransactionRequest({
            to: tx.to,
            data: tx.data,
            value: tx.value ? BigInt(tx.value) : undefined,
            gas: tx.gas ? BigInt(tx.gas) : undefined,
            ...fee,
          })
          const hash = keccak256(await client.signTransaction(request))
          wallet.held = { hash, nonce: request.nonce }
          return { result: hash }
        }
        const hash = await client.sendTransaction({
          to: tx.to,
          data: tx.data,
          value: tx.value ? BigInt(tx.value) : undefined,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
          ...fee,
        })
        return { result: hash }
      }
      default: {
        const response = await fetch(options.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: request.method, params }),
        })
        const body = (await response.json()) as { result?: unknown; error?: RpcError }
        return body.error ? { error: body.error } : { result: body.result }
      }
    }
  }

  await context.exposeBinding('__phoswapTestWallet', async (_source, json: string) => {
    const request = JSON.parse(json) as WalletRequest
    wallet.requests.push(request)
    try {
      return JSON.stringify(await answer(request))
    } catch (error) {
      return JSON.stringify({
        error: { code: -32603, message: error instanceof Error ? error.message : String(error) },
      })
    }
  })
  const info = { rdns: TEST_WALLET_RDNS, uuid: '6f1c9e5a-3b7d-4c1e-9a2f-0d8e7b6c5a41' }
  // As source text: under tsx (the benchmark) esbuild wraps functions in a `__name` helper that the page lacks.
  await context.addInitScript({
    content: `var __name = (f) => f;\n(${pageProvider.toString()})(${JSON.stringify(info)})`,
  })
  return wallet
}
