import { reservesFor } from '@phoswap/core/amm'
import { taxedTokens } from '@phoswap/core/swap'
import { useMemo } from 'react'
import { type Address, type Hex, zeroAddress } from 'viem'
import { factoryGetPairAbi, pairReadAbi } from '../../chain/abi/generated/liquidityAbis'
import { erc20ReadAbi } from '../../chain/abi/generated/readAbis'
import { findNetwork, getDeployment } from '../../chain/network/configuredNetworks'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { ReadBatch } from '../../chain/reads/readBatch'
import { useBatchedReads } from '../../chain/reads/useBatchedReads'
import { sameAddress } from '../../chain/tokens/sameAddress'
import { useWalletState } from '../../chain/wallet/walletState'
import type { PoolRecord } from './poolRecord'

/** The pair's EIP-712 domain as `eip712Domain()` returns it. */
type Domain = readonly [Hex, string, string, bigint, Address, Hex, readonly bigint[]]

/**
 * What the remove screen reads in one multicall: the factory's pair of the record's tokens (the record came from
 * a URL and must name exactly this pair), the tokens' symbols and decimals, the pair's reserves, supply and
 * permit domain, and the account's LP balance, allowance to the router and permit nonce.
 */
export function useRemoveReads(record: PoolRecord) {
  const connection = useWalletState()
  const account = connection.status === 'connected' ? connection.address : undefined
  const network = useActiveNetwork()
  const { chainId } = network
  const deployment = getDeployment(chainId)
  const router = deployment?.contracts.router
  const wrapped = deployment?.contracts.wrappedNative
  const nativeSymbol = findNetwork(chainId)?.chain.nativeCurrency.symbol ?? 'ETH'

  const batch = useMemo(() => {
    const b = new ReadBatch()
    const lp = record.lpAddress
    if (deployment) {
      b.add('getPair', {
        address: deployment.contracts.factory,
        abi: factoryGetPairAbi,
        functionName: 'getPair',
        args: [record.fromAddress, record.toAddress],
      })
    }
    b.add('fromDecimals', { address: record.fromAddress, abi: erc20ReadAbi, functionName: 'decimals' })
      .add('fromSymbol', { address: record.fromAddress, abi: erc20ReadAbi, functionName: 'symbol' })
      .add('toDecimals', { address: record.toAddress, abi: erc20ReadAbi, functionName: 'decimals' })
      .add('toSymbol', { address: record.toAddress, abi: erc20ReadAbi, functionName: 'symbol' })
      .add('reserves', { address: lp, abi: pairReadAbi, functionName: 'getReserves' })
      .add('totalSupply', { address: lp, abi: pairReadAbi, functionName: 'totalSupply' })
      .add('domain', { address: lp, abi: pairReadAbi, functionName: 'eip712Domain' })
      .add('name', { address: lp, abi: pairReadAbi, functionName: 'name' })
    if (account && router) {
      b.add('lp', { address: lp, abi: pairReadAbi, functionName: 'balanceOf', args: [account] })
        .add('allowance', { address: lp, abi: pairReadAbi, functionName: 'allowance', args: [account, router] })
        .add('nonce', { address: lp, abi: pairReadAbi, functionName: 'nonces', args: [account] })
    }
    return b
  }, [record, deployment, account, router])
  const { values, ready, refetch } = useBatchedReads(chainId, batch.reads, !!deployment)

  // The record came from a URL: it must name this network's pair of exactly these two tokens.
  const getPair = batch.get<Address>(values, 'getPair')
  const verdict: 'checking' | 'ok' | 'notPair' | 'readFailed' = !values
    ? 'checking'
    : getPair === undefined
      ? 'readFailed'
      : getPair === zeroAddress ||
          !sameAddress(getPair, record.lpAddress) ||
          batch.get<number>(values, 'fromDecimals') !== record.fromDecimals ||
          batch.get<number>(values, 'toDecimals') !== record.toDecimals
        ? 'notPair'
        : 'ok'

  const reserves = batch.get<readonly [bigint, bigint, number]>(values, 'reserves')
  const [reserveFrom, reserveTo] = reserves
    ? reservesFor(record.fromAddress, record.toAddress, reserves[0], reserves[1])
    : [0n, 0n]
  const nativeSide = sameAddress(record.fromAddress, wrapped)
    ? 'from'
    : sameAddress(record.toAddress, wrapped)
      ? 'to'
      : null
  const domain = batch.get<Domain>(values, 'domain')
  const taxes = useMemo(() => taxedTokens(chainId, deployment), [chainId, deployment])

  return {
    account,
    network,
    chainId,
    router,
    wrapped,
    nativeSymbol,
    nativeSide,
    verdict,
    ready,
    refetch,
    taxes,
    fromSymbol: batch.get<string>(values, 'fromSymbol') ?? record.fromSymbol,
    toSymbol: batch.get<string>(values, 'toSymbol') ?? record.toSymbol,
    reserveFrom,
    reserveTo,
    totalSupply: batch.get<bigint>(values, 'totalSupply') ?? 0n,
    lpBalance: batch.get<bigint>(values, 'lp') ?? 0n,
    allowance: batch.get<bigint>(values, 'allowance') ?? 0n,
    nonce: batch.get<bigint>(values, 'nonce'),
    /** The LP token's permit domain name and version ("PhoSwap LP", "1"), read from the pair when it tells. */
    permitName: domain?.[1] ?? batch.get<string>(values, 'name') ?? 'PhoSwap LP',
    permitVersion: domain?.[2] ?? '1',
  }
}

export type RemoveReads = ReturnType<typeof useRemoveReads>
