import { closeSync, openSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Address, type Hex, numberToHex } from 'viem'

// The id of the current baseline snapshot lives in the chain itself, in a slot of an address no test uses:
// reverting to a snapshot consumes it, so each reset takes a new one and records its id there.
const registry: Address = '0x00000000000000000000000000000000005eed00'
const slot: Hex = '0x0000000000000000000000000000000000000000000000000000000000000000'

async function rpc(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

/** Takes the baseline snapshot that every test file starts from. */
export async function markBaseline(rpcUrl: string): Promise<void> {
  const id = (await rpc(rpcUrl, 'evm_snapshot', [])) as Hex
  await rpc(rpcUrl, 'anvil_setStorageAt', [registry, slot, numberToHex(BigInt(id), { size: 32 })])
}

/** Brings the chain back to the baseline and takes a fresh baseline snapshot. */
export async function resetToBaseline(rpcUrl: string): Promise<void> {
  const stored = (await rpc(rpcUrl, 'eth_getStorageAt', [registry, slot, 'latest'])) as Hex
  const reverted = await rpc(rpcUrl, 'evm_revert', [numberToHex(BigInt(stored))])
  if (reverted !== true) throw new Error(`contracts tests: could not revert ${rpcUrl} to its baseline`)
  await markBaseline(rpcUrl)
}

function lockFile(rpcUrl: string): string {
  return join(tmpdir(), `phoswap-contracts-${new URL(rpcUrl).port}.lock`)
}

/** Claims an anvil no other test file is using, trying `preferred` first; returns its release. */
export async function claimAnvil(urls: string[], preferred: number): Promise<{ rpcUrl: string; release(): void }> {
  const deadline = Date.now() + 120_000
  for (;;) {
    for (let i = 0; i < urls.length; i++) {
      const rpcUrl = urls[(preferred + i) % urls.length]!
      try {
        closeSync(openSync(lockFile(rpcUrl), 'wx'))
        return { rpcUrl, release: () => rmSync(lockFile(rpcUrl), { force: true }) }
      } catch {
        // taken by another file; try the next
      }
    }
    if (Date.now() > deadline) throw new Error('contracts tests: no free anvil')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export function releaseAllLocks(urls: string[]): void {
  for (const url of urls) rmSync(lockFile(url), { force: true })
}
