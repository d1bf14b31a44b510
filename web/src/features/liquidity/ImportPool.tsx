import { pairFor } from '@phoswap/core/amm/pairFor'
import { reservesFor } from '@phoswap/core/amm/reservesFor'
import { formatPoolShare } from '@phoswap/core/format'
import { toRouteToken } from '@phoswap/core/swap'
import type { Token } from '@phoswap/core/tokens'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { pairReadAbi } from '../../chain/abi/generated/liquidityAbis'
import { getDeployment } from '../../chain/network/configuredNetworks'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { ReadBatch } from '../../chain/reads/readBatch'
import { useBatchedReads } from '../../chain/reads/useBatchedReads'
import { sameAddress } from '../../chain/tokens/sameAddress'
import { openConnectDialog } from '../../chain/wallet/connectDialogStore'
import { useWalletState } from '../../chain/wallet/walletState'
import { useGoTo } from '../../navigation/useGoTo'
import { formatBalance } from '../../ui/format'
import { TokenIcon } from '../../ui/TokenIcon'
import { LIQUIDITY_NAMESPACE, registerLiquidityTexts } from './i18n'
import { LiquidityHeader } from './LiquidityHeader'
import { addPoolRecord } from './lpList'
import { lpListStore } from './lpListStore'
import { poolRecordFor } from './poolRecord'
import { pooledAmounts, poolShare } from './positionMath'
import './liquidity.css'
import { TokenPicker } from '../../trade/onDemandPopups'

// The token list loads when first opened, not with the screen.

registerLiquidityTexts()

type Slot = 'A' | 'B'

/**
 * Import pool (spec 000 §2, route importMining): pick two tokens, see the LP balance, pool share and pooled
 * amounts; without LP a prompt to add; "Manage this pool" saves the pair to this network's list and goes back.
 */
export default function ImportPool() {
  const { t } = useTranslation(LIQUIDITY_NAMESPACE)
  const goTo = useGoTo()
  const connection = useWalletState()
  const account = connection.status === 'connected' ? connection.address : undefined
  const { chainId } = useActiveNetwork()
  const deployment = getDeployment(chainId)
  const [tokenA, setTokenA] = useState<Token | null>(null)
  const [tokenB, setTokenB] = useState<Token | null>(null)
  const [picker, setPicker] = useState<Slot | null>(null)

  const wrapped = deployment?.contracts.wrappedNative ?? null
  const routeA = tokenA && wrapped ? toRouteToken(tokenA.address, wrapped) : null
  const routeB = tokenB && wrapped ? toRouteToken(tokenB.address, wrapped) : null
  const factory = deployment?.contracts.factory
  const pair = useMemo(
    () => (routeA && routeB && factory && !sameAddress(routeA, routeB) ? pairFor(factory, routeA, routeB) : null),
    [routeA, routeB, factory],
  )

  const batch = useMemo(() => {
    const b = new ReadBatch()
    if (pair) {
      b.add('reserves', { address: pair.pair, abi: pairReadAbi, functionName: 'getReserves' })
      b.add('totalSupply', { address: pair.pair, abi: pairReadAbi, functionName: 'totalSupply' })
      if (account) b.add('lp', { address: pair.pair, abi: pairReadAbi, functionName: 'balanceOf', args: [account] })
    }
    return b
  }, [pair, account])
  const { values, ready } = useBatchedReads(chainId, batch.reads, !!pair)
  const reserves = batch.get<readonly [bigint, bigint, number]>(values, 'reserves')
  const totalSupply = batch.get<bigint>(values, 'totalSupply') ?? 0n
  const lp = batch.get<bigint>(values, 'lp') ?? 0n
  const [reserveA, reserveB] =
    reserves && pair && routeA && routeB ? reservesFor(routeA, routeB, reserves[0], reserves[1]) : [0n, 0n]
  const exists = !!reserves && totalSupply > 0n
  const pooled = pooledAmounts(lp, totalSupply, reserveA, reserveB)

  const choose = (slot: Slot, token: Token) => {
    const other = slot === 'A' ? tokenB : tokenA
    if (sameAddress(other?.address, token.address)) {
      setTokenA(tokenB)
      setTokenB(tokenA)
      return
    }
    if (slot === 'A') setTokenA(token)
    else setTokenB(token)
  }

  const manage = () => {
    if (!pair || !tokenA || !tokenB || !routeA || !routeB || !deployment) return
    const record = poolRecordFor([tokenA, tokenB], [routeA, routeB], pair.pair, deployment.tokens)
    lpListStore.set((lists) => addPoolRecord(lists, chainId, record))
    goTo('LiquidityIndex')
  }

  const slotButton = (slot: Slot) => {
    const token = slot === 'A' ? tokenA : tokenB
    return (
      <button
        type="button"
        className="liq-box__token"
        data-testid={`import-token-${slot}`}
        onClick={() => setPicker(slot)}
        onPointerEnter={TokenPicker.preload}
        onFocus={TokenPicker.preload}
      >
        {token ? (
          <span className="liq-token-name">
            <TokenIcon symbol={token.symbol} logoURI={token.logoURI} size="1.5rem" />
            <span data-testid={`import-symbol-${slot}`}>{token.symbol}</span>
          </span>
        ) : (
          <span>{t('add.select')}</span>
        )}
        <span aria-hidden="true">▾</span>
      </button>
    )
  }

  let body: React.ReactNode
  if (!account) {
    body = (
      <div className="liq-empty">
        <p>{t('list.connect')}</p>
        <button type="button" className="btn btn--primary btn--md" onClick={openConnectDialog}>
          {t('translation:connectWallet')}
        </button>
      </div>
    )
  } else if (!pair) {
    body = <p className="liq-empty">{t('import.hint')}</p>
  } else if (!ready) {
    body = <p className="liq-empty">{t('import.loading')}</p>
  } else if (!exists) {
    body = (
      <div className="liq-empty" data-testid="import-no-pool">
        <p>{t('import.noPool')}</p>
        <button
          type="button"
          className="btn btn--secondary btn--md"
          data-testid="import-create"
          onClick={() => goTo('Liquidity', { from: tokenA!.address, to: tokenB!.address })}
        >
          {t('import.createPool')}
        </button>
      </div>
    )
  } else if (lp === 0n) {
    body = (
      <div className="liq-empty" data-testid="import-no-liquidity">
        <p>{t('import.noLiquidity')}</p>
        <button
          type="button"
          className="btn btn--primary btn--md"
          data-testid="import-add"
          onClick={() => goTo('Liquidity', { from: tokenA!.address, to: tokenB!.address })}
        >
          {t('import.addLiquidity')}
        </button>
      </div>
    )
  } else {
    body = (
      <div className="liq-panel" data-testid="import-found">
        <h3 className="liq-panel__title">{t('import.found')}</h3>
        <dl className="liq-lines">
          <div className="liq-line">
            <dt>{t('import.lpBalance')}</dt>
            <dd data-testid="import-lp">{formatBalance(lp, 18)}</dd>
          </div>
          <div className="liq-line">
            <dt>{t('import.share')}</dt>
            <dd data-testid="import-share">{formatPoolShare(poolShare(lp, totalSupply))}</dd>
          </div>
          <div className="liq-line">
            <dt>{t('import.pooled', { symbol: tokenA!.symbol })}</dt>
            <dd data-testid="import-pooled-A">{formatBalance(pooled.amountA, tokenA!.decimals)}</dd>
          </div>
          <div className="liq-line">
            <dt>{t('import.pooled', { symbol: tokenB!.symbol })}</dt>
            <dd data-testid="import-pooled-B">{formatBalance(pooled.amountB, tokenB!.decimals)}</dd>
          </div>
        </dl>
        <button
          type="button"
          className="btn btn--primary btn--md btn--block liq-main"
          data-testid="import-manage"
          onClick={manage}
        >
          {t('import.manage')}
        </button>
      </div>
    )
  }

  return (
    <div className="liq" data-testid="import-pool">
      <div className="liq-card">
        <LiquidityHeader title={t('import.title')} />
        <div className="liq-pickers">
          {slotButton('A')}
          <div className="liq-plus" aria-hidden="true">
            +
          </div>
          {slotButton('B')}
        </div>
        <div className="liq-main">{body}</div>
      </div>
      <TokenPicker
        open={picker !== null}
        onClose={() => setPicker(null)}
        onSelect={(token) => picker && choose(picker, token)}
        chainId={chainId}
        account={account}
        selected={(picker === 'A' ? tokenA : tokenB)?.address ?? null}
      />
    </div>
  )
}
