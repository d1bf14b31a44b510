import {
  type Abi,
  type Address,
  type ContractConstructorArgs,
  createPublicClient,
  encodeDeployData,
  getContractAddress,
  type Hex,
  http,
  type PrivateKeyAccount,
  type PublicClient,
  type TransactionReceipt,
} from 'viem'
import { anvilChainId } from './anvil'

export interface TxRequest {
  to: Address
  data: Hex
  value?: bigint
  gas?: bigint
}

/**
 * Sends signed transactions back to back with locally counted nonces, without waiting for each receipt
 * (anvil mines them in nonce order), then checks them all at once in flush().
 */
export interface TxSender {
  account: PrivateKeyAccount
  publicClient: PublicClient
  send(tx: TxRequest): Promise<Hex>
  /** Sends a contract creation and returns the address it will have. */
  deploy<const abi extends Abi>(abi: abi, bytecode: Hex, args?: ContractConstructorArgs<abi>): Promise<Address>
  /** Waits for every transaction sent so far; throws if one reverted. */
  flush(): Promise<TransactionReceipt[]>
}

const callGas = 5_000_000n
const deployGas = 12_000_000n

export async function createTxSender(options: { rpcUrl: string; account: PrivateKeyAccount }): Promise<TxSender> {
  const { account } = options
  const publicClient = createPublicClient({ transport: http(options.rpcUrl, { batch: { batchSize: 200 } }) })
  const chainId = await publicClient.getChainId()
  let nonce = await publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' })
  const block = await publicClient.getBlock()
  // generous fee cap: local chains only; unused gas is never paid for
  const maxFeePerGas = (block.baseFeePerGas ?? 1_000_000_000n) * 4n + 2_000_000_000n
  let pending: Hex[] = []

  const sendRaw = async (tx: TxRequest & { to?: Address }, gas: bigint): Promise<Hex> => {
    const serialized = await account.signTransaction({
      type: 'eip1559',
      chainId: chainId ?? anvilChainId,
      nonce: nonce++,
      to: tx.to,
      data: tx.data,
      value: tx.value ?? 0n,
      gas: tx.gas ?? gas,
      maxFeePerGas,
      maxPriorityFeePerGas: 1_000_000_000n,
    })
    const hash = await publicClient.request({ method: 'eth_sendRawTransaction', params: [serialized] })
    pending.push(hash)
    return hash
  }

  return {
    account,
    publicClient,
    send: (tx) => sendRaw(tx, callGas),
    async deploy(abi, bytecode, args) {
      const address = getContractAddress({ from: account.address, nonce: BigInt(nonce) })
      const data = encodeDeployData({ abi, bytecode, args } as Parameters<typeof encodeDeployData>[0])
      await sendRaw({ to: undefined as unknown as Address, data }, deployGas)
      return address
    },
    async flush() {
      const hashes = pending
      pending = []
      if (hashes.length === 0) return []
      await publicClient.waitForTransactionReceipt({ hash: hashes[hashes.length - 1]!, pollingInterval: 50 })
      const receipts = await Promise.all(hashes.map((hash) => publicClient.getTransactionReceipt({ hash })))
      const failed = receipts.find((receipt) => receipt.status !== 'success')
      if (failed) throw new Error(`transaction ${failed.transactionHash} reverted`)
      return receipts
    },
  }
}
