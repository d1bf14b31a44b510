import {
  type Abi,
  type Address,
  type ContractConstructorArgs,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeDeployData,
  getAddress,
  getContractAddress,
  type Hex,
  http,
  type PrivateKeyAccount,
  type PublicClient,
} from 'viem'

/** What one step cost: the confirmed transaction, or the estimate of a dry run. */
export interface SentStep {
  hash: Hex | null
  gas: bigint
}

/**
 * Sends one transaction at a time and waits for its receipt before the next, so a failure leaves a known,
 * confirmed prefix (unlike the sandbox's TxSender, which fires everything and checks at the end). A dry run
 * sends nothing: it counts nonces to predict addresses and estimates gas.
 */
export interface NetworkSender {
  account: PrivateKeyAccount
  publicClient: PublicClient
  dryRun: boolean
  deploy<const abi extends Abi>(
    abi: abi,
    bytecode: Hex,
    args: ContractConstructorArgs<abi> | undefined,
    /** Used by a dry run when the node cannot estimate (a constructor that reads a contract not there yet). */
    fallbackGas: bigint,
  ): Promise<SentStep & { address: Address }>
  /** fallbackGas is the dry run's estimate: calls to contracts that do not exist yet cannot be estimated. */
  call(to: Address, data: Hex, fallbackGas: bigint): Promise<SentStep>
}

export async function createNetworkSender(options: {
  rpcUrl: string
  chainId: number
  account: PrivateKeyAccount
  dryRun: boolean
  /** Receipt polling (default 2 s; tests use less). */
  pollingInterval?: number
}): Promise<NetworkSender> {
  const { account, dryRun, chainId } = options
  const pollingInterval = options.pollingInterval ?? 2_000
  const chain = defineChain({
    id: chainId,
    name: `chain ${chainId}`,
    nativeCurrency: { name: 'native', symbol: 'NATIVE', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  })
  const transport = http(options.rpcUrl)
  const publicClient = createPublicClient({ chain, transport, pollingInterval }) as PublicClient
  const wallet = createWalletClient({ account, chain, transport, pollingInterval })
  let dryNonce = await publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' })

  // 20% over the node's estimate: estimates are taken against the latest block, not the one that mines it
  const padded = (gas: bigint) => (gas * 12n) / 10n

  const confirm = async (hash: Hex) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval, timeout: 10 * 60_000 })
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`)
    return receipt
  }

  return {
    account,
    publicClient,
    dryRun,
    async deploy(abi, bytecode, args, fallbackGas) {
      const data = encodeDeployData({ abi, bytecode, args } as Parameters<typeof encodeDeployData>[0])
      if (dryRun) {
        const address = getContractAddress({ from: account.address, nonce: BigInt(dryNonce++) })
        const gas = await publicClient.estimateGas({ account: account.address, data }).catch(() => fallbackGas)
        return { address, hash: null, gas }
      }
      const gas = padded(await publicClient.estimateGas({ account: account.address, data }))
      const hash = await wallet.sendTransaction({ data, gas })
      const receipt = await confirm(hash)
      if (!receipt.contractAddress) throw new Error(`transaction ${hash} created no contract`)
      return { address: getAddress(receipt.contractAddress), hash, gas: receipt.gasUsed }
    },
    async call(to, data, fallbackGas) {
      if (dryRun) {
        dryNonce++
        return { hash: null, gas: fallbackGas }
      }
      const gas = padded(await publicClient.estimateGas({ account: account.address, to, data }))
      const hash = await wallet.sendTransaction({ to, data, gas })
      const receipt = await confirm(hash)
      return { hash, gas: receipt.gasUsed }
    },
  }
}
