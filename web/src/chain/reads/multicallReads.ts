import type { Address, Hex } from 'viem'
import { decodeCallResult, encodeCallData } from '../abi/callData'
import { decodeAggregate3, encodeAggregate3 } from './aggregate3'
import { rpcBatch } from './rpcBatch'
import type { BatchedRead } from './useBatchedReads'

/** A read's calldata, or null when its arguments do not fit its ABI (that read then fails alone, as in viem). */
export function callDataOf(read: BatchedRead): Hex | null {
  try {
    return encodeCallData({ abi: read.abi, functionName: read.functionName, args: read.args } as never)
  } catch {
    return null
  }
}

/**
 * The reads in ONE eth_call to Multicall3's `aggregate3` (every call allowed to fail) over plain JSON-RPC
 * (`rpcBatch`, the network's RPC URLs in order), without viem's client. Each value in the order given, undefined
 * when its call reverted, returned nothing it could decode, or could not be encoded; when the eth_call itself
 * fails, every value is undefined (viem's multicall with `allowFailure` answers the same).
 */
export async function multicallReads(
  rpcUrls: readonly string[],
  multicall3: Address,
  reads: readonly BatchedRead[],
  callData: readonly (Hex | null)[],
  signal?: AbortSignal,
): Promise<unknown[]> {
  const values: unknown[] = reads.map(() => undefined)
  const sent = reads.flatMap((read, i) => {
    const data = callData[i]
    return data ? [{ i, target: read.address, callData: data }] : []
  })
  if (sent.length === 0) return values
  let results: readonly { success: boolean; returnData: Hex }[]
  try {
    const call = { to: multicall3, data: encodeAggregate3(sent) }
    const [data] = await rpcBatch(rpcUrls, [{ method: 'eth_call', params: [call, 'latest'] }], signal)
    results = decodeAggregate3(data as Hex)
  } catch (error) {
    if (signal?.aborted) throw error
    return values
  }
  sent.forEach(({ i }, at) => {
    const result = results[at]
    if (!result?.success) return
    const read = reads[i]!
    try {
      values[i] = decodeCallResult({
        abi: read.abi,
        functionName: read.functionName,
        args: read.args,
        data: result.returnData,
      } as never)
    } catch {
      // empty or malformed return data (no contract at the address): this read failed
    }
  })
  return values
}
