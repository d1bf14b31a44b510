import { flashExchangeAbi } from '@phoswap/core/abi/flashExchangeAbi'
import { useEffect, useMemo, useState } from 'react'
import type { Address } from 'viem'
import { erc20ReadAbi } from '../../chain/abi/generated/readAbis'
import { getDeployment } from '../../chain/network/configuredNetworks'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { ReadBatch } from '../../chain/reads/readBatch'
import { useBatchedReads } from '../../chain/reads/useBatchedReads'
import { sameAddress } from '../../chain/tokens/sameAddress'
import { useWalletState } from '../../chain/wallet/walletState'
import { readAmount } from '../../trade/readAmount'

/** The spec's exchange info record (000 §3), as the contract's public getter returns it. */
export type ExchangeInfo = readonly [
  fromToken: Address,
  exchangeToken: Address,
  exchangeRatio: bigint,
  allowExchange: boolean,
]

/** At most this many records are read (the batch grows by one read per record). */
const MAX_RECORDS = 50

/**
 * The flash exchange's reads in one multicall every 3 s: the records (their count first, then each one), and for
 * the chosen record its reserve, the account's balance and allowance of its token, and the preview of the typed
 * amount. `text` is the typed amount.
 */
export function useFlashReads(id: number, text: string) {
  const connection = useWalletState()
  const account = connection.status === 'connected' ? connection.address : undefined
  const network = useActiveNetwork()
  const { chainId } = network
  const deployment = getDeployment(chainId)
  const flash = deployment?.contracts.flashExchange as Address | undefined
  const [count, setCount] = useState(0)
  // Records first (their count grows the batch once it is known), then the chosen record's token reads.
  const [records, setRecords] = useState<readonly ExchangeInfo[]>([])
  const selected = records[id]
  const known = (address: Address | undefined) => deployment?.tokens.find((x) => sameAddress(x.address, address))
  const fromMeta = known(selected?.[0])
  const toMeta = known(selected?.[1])
  const parsed = useMemo(
    () => (fromMeta ? readAmount(text, fromMeta.decimals) : { amount: null, error: false }),
    [text, fromMeta],
  )

  const batch = useMemo(() => {
    const b = new ReadBatch()
    if (!flash) return b
    b.add('length', { address: flash, abi: flashExchangeAbi, functionName: 'exchangeInfoLength' })
    for (let i = 0; i < count; i++) {
      b.add(`info${i}`, { address: flash, abi: flashExchangeAbi, functionName: 'exchangeInfo', args: [BigInt(i)] })
    }
    if (!selected) return b
    b.add('reserve', { address: flash, abi: flashExchangeAbi, functionName: 'reserveOf', args: [BigInt(id)] })
    if (account) {
      b.add('balance', { address: selected[0], abi: erc20ReadAbi, functionName: 'balanceOf', args: [account] })
      b.add('allowance', {
        address: selected[0],
        abi: erc20ReadAbi,
        functionName: 'allowance',
        args: [account, flash],
      })
    }
    if (parsed.amount && parsed.amount > 0n) {
      b.add('preview', {
        address: flash,
        abi: flashExchangeAbi,
        functionName: 'getExchangeAmount',
        args: [BigInt(id), parsed.amount],
      })
    }
    return b
  }, [flash, count, selected, id, account, parsed.amount])
  const { values, refetch } = useBatchedReads(chainId, batch.reads, !!flash)

  const length = batch.get<bigint>(values, 'length')
  const fresh: ExchangeInfo[] = []
  for (let i = 0; i < count; i++) {
    const info = batch.get<ExchangeInfo>(values, `info${i}`)
    if (info) fresh.push(info)
  }
  const recordsReady = fresh.length === count && count > 0
  useEffect(() => {
    if (length !== undefined && Number(length) !== count) setCount(Math.min(Number(length), MAX_RECORDS))
  }, [length, count])
  useEffect(() => {
    if (recordsReady && !sameRecords(fresh, records)) setRecords(fresh)
  })

  return {
    account,
    network,
    chainId,
    flash,
    records,
    selected,
    fromMeta,
    toMeta,
    known,
    amount: parsed.amount,
    parseError: parsed.error,
    balance: batch.get<bigint>(values, 'balance') ?? null,
    allowance: batch.get<bigint>(values, 'allowance') ?? null,
    reserve: batch.get<bigint>(values, 'reserve') ?? null,
    preview: batch.get<bigint>(values, 'preview') ?? null,
    refetch,
  }
}

export type FlashReads = ReturnType<typeof useFlashReads>

function sameRecords(a: readonly ExchangeInfo[], b: readonly ExchangeInfo[]): boolean {
  return a.length === b.length && a.every((r, i) => r.every((v, j) => v === b[i]![j]))
}
