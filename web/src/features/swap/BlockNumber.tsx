import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { Hex } from 'viem'
import { findNetwork } from '../../chain/network/configuredNetworks'
import { rpcBatch } from '../../chain/reads/rpcBatch'
import { formatBlockNumber } from '../../ui/formatNumber'
import { SWAP_NAMESPACE } from './i18n'

/** Spec 000 §9: the block number is polled every 6 seconds. */
export const BLOCK_POLL_MS = 6_000

/** The chain's latest block number, read every `BLOCK_POLL_MS` over the network's RPC URLs. */
export function useBlockNumber(chainId: number) {
  const rpcUrls = findNetwork(chainId)?.config.rpcUrls ?? []
  return useQuery({
    queryKey: ['block-number', chainId],
    queryFn: async ({ signal }) => {
      const [result] = (await rpcBatch(rpcUrls, [{ method: 'eth_blockNumber', params: [] }], signal)) as [Hex]
      return BigInt(result)
    },
    enabled: rpcUrls.length > 0,
    refetchInterval: BLOCK_POLL_MS,
  })
}

/** The latest block under the swap card, so a user sees the screen's figures are live. */
export function BlockNumber({ chainId }: { chainId: number }) {
  const { t } = useTranslation(SWAP_NAMESPACE)
  const block = useBlockNumber(chainId)
  return (
    <p className="swap-block" data-testid="block-number" aria-live="off">
      <span className="swap-block__dot" aria-hidden="true" />
      {t('block', { number: formatBlockNumber(block.data) })}
    </p>
  )
}
