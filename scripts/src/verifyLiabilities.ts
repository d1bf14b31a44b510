/**
 * `npm run verify-liabilities -- --api URL --rpc URL --key PRIVATE_KEY [--coin ID] [--vault ADDRESS]`: signs in to the
 * API as the key's account, fetches each on-chain coin's published root and the account's leaf and path, recomputes
 * the root, reads the vault's LiabilitiesPublished event and its holdings at the snapshot block from the RPC (never
 * through the API), and prints per coin: balance at the snapshot, included, total liabilities, vault holdings,
 * covered. Exits 1 when a check fails. docs/proof-of-liabilities.md has the format and a standalone version.
 */
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { withdrawVaultAbi } from '@phoswap/core/abi/withdrawVaultAbi'
import { pathFromWire, rootFromProof } from '@phoswap/core/liabilities/merkleSum'
import { type Address, createPublicClient, erc20Abi, formatUnits, type Hex, http, parseEventLogs } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'

export interface CoinVerdict {
  coin_id: number
  coin: string
  snapshot_id: number | null
  block_number: number | null
  balance: string
  included: boolean
  total_liabilities: string
  vault_holdings: string
  covered: boolean
  /** null: every check held; else the step that failed and why. */
  failed: string | null
}

interface Envelope<T> {
  code: number
  msg: string
  data: T
}

async function call<T>(url: string, init: RequestInit & { token?: string } = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { 'show-language': 'en-US' }
  if (init.body) headers['content-type'] = 'application/json'
  if (init.token) headers.authorization = `Bearer ${init.token}`
  const response = await fetch(url, { ...init, headers })
  const body = (await response.json().catch(() => null)) as Envelope<T> | null
  if (!body) throw new Error(`${new URL(url).pathname}: ${response.status} (not an API answer)`)
  return body
}

async function must<T>(url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const body = await call<T>(url, init)
  if (body.code !== 200) throw new Error(`${new URL(url).pathname}: ${body.msg}`)
  return body.data
}

/** The API's sign-in (EIP-4361) for the key's account on `chainId`. */
async function signIn(api: URL, key: Hex, chainId: number): Promise<string> {
  const account = privateKeyToAccount(key)
  const nonce = await must<{ nonce: string; expires_at: string }>(`${api.origin}/v1/auth/nonce`, {
    method: 'POST',
    body: JSON.stringify({ address: account.address }),
  })
  const message = createSiweMessage({
    address: account.address,
    chainId,
    domain: api.host,
    nonce: nonce.nonce,
    uri: api.origin,
    version: '1',
    issuedAt: new Date(),
    expirationTime: new Date(nonce.expires_at),
    statement: 'Sign in to PhoSwap to verify my balance.',
  })
  const signature = await account.signMessage({ message })
  const session = await must<{ token: string }>(`${api.origin}/v1/auth/verify`, {
    method: 'POST',
    body: JSON.stringify({ message, signature }),
  })
  return session.token
}

interface Channel {
  chain_id: number
  address: string
  list: { coin_id: number; coin_en: string; contract: string; decimals: number; platform_key: string }[]
}

export async function verifyLiabilities(options: {
  api: string
  rpc: string
  key: Hex
  coin?: number
  vault?: Address
}): Promise<{ account: Address; chain_id: number; vault: Address; coins: CoinVerdict[] }> {
  const api = new URL(options.api)
  const client = createPublicClient({ transport: http(options.rpc) })
  const chainId = await client.getChainId()
  const account = privateKeyToAccount(options.key).address
  const configs = await must<{ channels: Channel[] }>(`${api.origin}/v1/order/withdraw/configs`)
  const channel = configs.channels.find((c) => c.chain_id === chainId)
  if (!channel) throw new Error(`the API has no withdraw vault on chain ${chainId} (the RPC's chain)`)
  const vault = channel.address as Address
  if (options.vault && options.vault.toLowerCase() !== vault.toLowerCase())
    throw new Error(`the API names vault ${vault}, not the ${options.vault} you gave`)
  const token = await signIn(api, options.key, chainId)
  const coins = channel.list.filter((c) => c.contract && (options.coin === undefined || c.coin_id === options.coin))
  const out: CoinVerdict[] = []
  for (const coin of coins) {
    const verdict: CoinVerdict = {
      coin_id: coin.coin_id,
      coin: coin.coin_en,
      snapshot_id: null,
      block_number: null,
      balance: '0',
      included: false,
      total_liabilities: '0',
      vault_holdings: '0',
      covered: false,
      failed: null,
    }
    out.push(verdict)
    const amount = (value: bigint) => `${formatUnits(value, coin.decimals)} ${coin.coin_en}`
    const query = `chain_id=${chainId}&coin_id=${coin.coin_id}`
    const rootAnswer = await call<{
      snapshot_id: number
      block_number: number
      root_hash: Hex
      root_sum: string
      publish_tx: Hex | null
    }>(`${api.origin}/v1/proof/liabilities?${query}`)
    if (rootAnswer.code !== 200) {
      verdict.failed = `proof: ${rootAnswer.msg}`
      continue
    }
    const root = rootAnswer.data
    verdict.snapshot_id = root.snapshot_id
    verdict.block_number = root.block_number
    const mine = await call<{
      snapshot_id: number
      leaf: { account: Address; coin_id: number; balance: string; salt: Hex }
      path: { hash: string; sum: string; side: 'left' | 'right' }[]
    }>(`${api.origin}/v1/proof/liabilities/mine?${query}`, { token })
    let expected = { hash: root.root_hash, sum: BigInt(root.root_sum) }
    if (mine.code === 200) {
      const { leaf, path } = mine.data
      if (leaf.account.toLowerCase() !== account.toLowerCase() || leaf.coin_id !== coin.coin_id) {
        verdict.failed = 'recompute: the leaf is not this account and coin'
        continue
      }
      const got = rootFromProof(
        { account: leaf.account, coinId: BigInt(leaf.coin_id), balance: BigInt(leaf.balance), salt: leaf.salt },
        pathFromWire(path),
      )
      if (got.hash !== root.root_hash || got.sum !== BigInt(root.root_sum)) {
        verdict.failed = 'recompute: the leaf and path do not lead to the announced root'
        continue
      }
      expected = got
      verdict.included = true
      verdict.balance = amount(BigInt(leaf.balance))
    } else if (mine.code !== 40491) {
      verdict.failed = `proof: ${mine.msg}`
      continue
    }
    if (!root.publish_tx) {
      verdict.failed = 'event: the snapshot was not published'
      continue
    }
    const receipt = await client.getTransactionReceipt({ hash: root.publish_tx })
    const [event] = parseEventLogs({
      abi: withdrawVaultAbi,
      eventName: 'LiabilitiesPublished',
      logs: receipt.logs.filter((l) => l.address.toLowerCase() === vault.toLowerCase()),
    }).filter((e) => e.args.snapshotId === BigInt(root.snapshot_id))
    if (!event) {
      verdict.failed = 'event: the vault did not publish this snapshot in that transaction'
      continue
    }
    const published = event.args
    if (
      published.rootHash !== expected.hash ||
      published.rootSum !== expected.sum ||
      published.coinId !== BigInt(coin.coin_id) ||
      published.blockNumber !== BigInt(root.block_number)
    ) {
      verdict.failed = 'event: the root on chain differs'
      continue
    }
    const held = await client.readContract({
      address: coin.contract as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [vault],
      blockNumber: published.blockNumber,
    })
    verdict.total_liabilities = amount(published.rootSum)
    verdict.vault_holdings = amount(held)
    verdict.covered = held >= published.rootSum
  }
  return { account, chain_id: chainId, vault, coins: out }
}

const USAGE = `usage: npm run verify-liabilities -- --api URL --rpc URL --key PRIVATE_KEY [--coin ID] [--vault ADDRESS]
  --api    the PhoSwap server, e.g. http://127.0.0.1:5180
  --rpc    an RPC of the chain to check (its own node, not ours)
  --key    the private key of the account whose balance to verify (signs in; never sent)
  --coin   only this coin id (default: every on-chain coin of the chain)
  --vault  refuse unless the API's vault is this address`

async function main(): Promise<number> {
  let values: Record<string, string | undefined>
  try {
    values = parseArgs({
      options: {
        api: { type: 'string' },
        rpc: { type: 'string' },
        key: { type: 'string' },
        coin: { type: 'string' },
        vault: { type: 'string' },
      },
      strict: true,
    }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  const key = values.key?.startsWith('0x') ? values.key : values.key ? `0x${values.key}` : undefined
  if (!values.api || !values.rpc || !key || !/^0x[0-9a-fA-F]{64}$/.test(key)) {
    console.error(USAGE)
    return 2
  }
  const result = await verifyLiabilities({
    api: values.api,
    rpc: values.rpc,
    key: key as Hex,
    ...(values.coin ? { coin: Number(values.coin) } : {}),
    ...(values.vault ? { vault: values.vault as Address } : {}),
  })
  console.log(`account ${result.account} on chain ${result.chain_id}, vault ${result.vault}`)
  for (const c of result.coins) {
    if (c.failed) {
      console.log(`${c.coin}: FAILED at ${c.failed}`)
      continue
    }
    console.log(
      `${c.coin}: snapshot ${c.snapshot_id} at block ${c.block_number}; balance ${c.balance}; included ${c.included ? 'yes' : 'no'}; total liabilities ${c.total_liabilities}; vault holdings ${c.vault_holdings}; covered ${c.covered ? 'yes' : 'no'}`,
    )
  }
  return result.coins.some((c) => c.failed) ? 1 : 0
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => {
      process.exitCode = code
    },
    (error: Error) => {
      console.error(`verify-liabilities: ${error.message}`)
      process.exitCode = 1
    },
  )
}
