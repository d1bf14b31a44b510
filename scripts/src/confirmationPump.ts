/**
 * The sandbox chain's confirmations (docs/decisions/0100-local-chain-depth.md). anvil automines, so a transaction is
 * mined at once; then this pump mines one empty block a second until the newest block with transactions is
 * `depth` blocks deep, so a deposit becomes final a few seconds later as on a real chain. A quiet chain gets a
 * block every `heartbeatMs` only, so its time still moves (deadlines pass) without filling the state file with
 * empty blocks (anvil's --block-time 1 adds about 1.7 kB to the dumped state per block, 150 MB a day).
 * While automine is off (`evm_setAutomine(false)`), someone is driving the chain by hand, e.g. a test that
 * shows a deposit at 1 of 3 confirmations: the pump stands aside until automine is on again.
 */

export interface ConfirmationPumpOptions {
  rpcUrl: string
  /** Empty blocks owed after a block with transactions (the indexer's confirmation depth of the chain). */
  depth: number
  /** Milliseconds between two pumped blocks (default 1000). */
  intervalMs?: number
  /** Milliseconds of a quiet chain between two blocks (default 60 s). */
  heartbeatMs?: number
  warn?: (message: string) => void
}

export interface ConfirmationPump {
  stop(): Promise<void>
}

interface RpcBlock {
  number: string
  timestamp: string
  transactions: string[]
}

async function rpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

export function startConfirmationPump(options: ConfirmationPumpOptions): ConfirmationPump {
  const { rpcUrl, depth, intervalMs = 1000, heartbeatMs = 60_000, warn = console.warn } = options
  // Newest block number looked at, and newest with transactions; -1 before the first look.
  let seen = -1
  let lastBusy = -1
  let lastMinedAt = Date.now()
  let stopped = false
  let warned = false

  async function tick(): Promise<void> {
    if (!(await rpc<boolean>(rpcUrl, 'anvil_getAutomine', []))) return
    const head = Number(await rpc<string>(rpcUrl, 'eth_blockNumber', []))
    // A revert or reorg moves the head back: look at its blocks again.
    if (head < seen) seen = Math.max(-1, head - depth - 1)
    // On start, the last `depth` blocks may still owe confirmations (a restart right after a deposit).
    const from = seen < 0 ? Math.max(0, head - depth) : seen + 1
    for (let n = from; n <= head; n++) {
      const block = await rpc<RpcBlock | null>(rpcUrl, 'eth_getBlockByNumber', [`0x${n.toString(16)}`, false])
      if (block && block.transactions.length > 0) lastBusy = n
    }
    if (head !== seen) lastMinedAt = Date.now()
    seen = head
    const owed = lastBusy >= 0 && head - lastBusy < depth
    if (owed || Date.now() - lastMinedAt >= heartbeatMs) {
      await rpc(rpcUrl, 'evm_mine', [])
      lastMinedAt = Date.now()
    }
  }

  let running: Promise<void> | null = null
  const timer = setInterval(() => {
    // One tick at a time: a slow chain skips beats instead of queueing them.
    if (stopped || running) return
    running = tick()
      .then(
        () => {
          warned = false
        },
        (error: unknown) => {
          // anvil stopping or busy: try again on the next tick, say it once.
          if (!warned && !stopped) warn(`confirmation pump: ${(error as Error).message}`)
          warned = true
        },
      )
      .finally(() => {
        running = null
      })
  }, intervalMs)

  return {
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
