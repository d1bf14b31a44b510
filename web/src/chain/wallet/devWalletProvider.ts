import {
  type Address,
  type Chain,
  createWalletClient,
  type Hex,
  hexToBigInt,
  hexToNumber,
  http,
  isAddressEqual,
  numberToHex,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { providerError } from './providerError'

export interface RequestArguments {
  method: string
  params?: unknown
}

type Listener = (...args: unknown[]) => void

export interface DevWalletProvider {
  address: Address
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

interface RpcTransaction {
  from?: Address
  to?: Address | null
  data?: Hex
  input?: Hex
  value?: Hex
  gas?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  nonce?: Hex
}

const big = (value: Hex | undefined) => (value === undefined ? undefined : hexToBigInt(value))

/**
 * An EIP-1193 provider that holds a private key: it signs messages, typed data and transactions locally with
 * viem and forwards every other request to the chain's RPC. Used only for the local development chain.
 */
export function createDevWalletProvider({ privateKey, chain }: { privateKey: Hex; chain: Chain }): DevWalletProvider {
  const account = privateKeyToAccount(privateKey)
  const client = createWalletClient({ account, chain, transport: http(chain.rpcUrls.default.http[0]) })
  const listeners = new Map<string, Set<Listener>>()

  const ownAddress = (value: unknown) => {
    if (typeof value !== 'string' || !isAddressEqual(value as Address, account.address)) {
      throw providerError(4100, 'The requested account is not the development wallet account')
    }
  }

  async function request({ method, params }: RequestArguments): Promise<unknown> {
    const args = (Array.isArray(params) ? params : []) as unknown[]
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chain.id)
      case 'net_version':
        return String(chain.id)
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address]
      case 'wallet_requestPermissions':
      case 'wallet_getPermissions':
        return [{ parentCapability: 'eth_accounts' }]
      case 'personal_sign': {
        ownAddress(args[1])
        return account.signMessage({ message: { raw: args[0] as Hex } })
      }
      case 'eth_signTypedData_v4': {
        ownAddress(args[0])
        const typed = (typeof args[1] === 'string' ? JSON.parse(args[1]) : args[1]) as TypedDataDefinition
        return account.signTypedData(typed)
      }
      case 'eth_sendTransaction': {
        const tx = args[0] as RpcTransaction
        if (tx.from) ownAddress(tx.from)
        const base = {
          account,
          chain,
          to: tx.to ?? undefined,
          data: tx.data ?? tx.input,
          value: big(tx.value),
          gas: big(tx.gas),
          nonce: tx.nonce === undefined ? undefined : hexToNumber(tx.nonce),
        }
        if (tx.gasPrice !== undefined) return client.sendTransaction({ ...base, gasPrice: big(tx.gasPrice) })
        return client.sendTransaction({
          ...base,
          maxFeePerGas: big(tx.maxFeePerGas),
          maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
        })
      }
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain': {
        const wanted = Number((args[0] as { chainId?: string } | undefined)?.chainId)
        if (wanted === chain.id) return null
        throw providerError(4902, 'The development wallet works on the local chain only')
      }
      case 'eth_sign':
      case 'eth_signTransaction':
      case 'wallet_sendCalls':
        throw providerError(4200, `${method} is not supported by the development wallet`)
      default:
        return client.request({ method, params } as never)
    }
  }

  return {
    address: account.address,
    request,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
