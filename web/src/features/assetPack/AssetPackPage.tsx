import type { PledgeConfig } from '@phoswap/core/api/assetPack'
import { DEFAULT_PACK_EXCHANGE_RATE_PPM, ppmText } from '@phoswap/core/rewards/assetPack'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRewardWallet } from '../../api/useRewardWallet'
import { WalletGate, type WalletUser } from '../../session/WalletGate'
import { formatBalance } from '../../ui/format'
import { ReviewDialog } from '../../ui/LazyReviewDialog'
import { showToast } from '../../ui/toastStore'
import { ExchangePopup } from './ExchangePopup'
import { HeldPanel } from './HeldPanel'
import { ASSET_PACK_NAMESPACE, registerAssetPackTexts } from './i18n'
import { PackagesPanel } from './PackagesPanel'
import { checkPledge } from './packAmounts'
import type { PackVariantView } from './packVariant'
import { useExchangeReads } from './useExchangeReads'
import { usePackActions } from './usePackActions'
import { usePackConfigs, usePackWallet } from './usePackQueries'
import './assetPack.css'

registerAssetPackTexts()

const RULES = ['r1', 'r2', 'r3', 'r4'] as const

/** The signed-in part: pack balance with the exchange, the packages and the held packs. */
function PackScreen({ variant, user }: { variant: PackVariantView; user: WalletUser }) {
  const { t } = useTranslation(ASSET_PACK_NAMESPACE)
  const configs = usePackConfigs(variant)
  const reads = useExchangeReads(user.chainId, variant, user.address)
  const actions = usePackActions(variant, user, reads.refetch)
  const wallet = usePackWallet(variant, user.address, actions.awaiting !== null)
  const rewardWallet = useRewardWallet(user.chainId, user.address)
  const [selected, setSelected] = useState<number | null>(null)
  const [exchangeOpen, setExchangeOpen] = useState(false)
  // The package under review: the pledge is signed only from the review's confirm (it is not refundable).
  const [review, setReview] = useState<PledgeConfig | null>(null)
  const usable = wallet.data?.usable
  const { awaiting, setAwaiting } = actions

  // The exchange is credited by the indexer after the confirmations: the balance polls until it moves.
  useEffect(() => {
    if (awaiting === null || usable === undefined || usable === awaiting) return
    const credited = BigInt(usable) - BigInt(awaiting)
    if (credited > 0n) {
      showToast(t('credited', { amount: formatBalance(credited, 18), coin: variant.packCoin }), 'success')
    }
    setAwaiting(null)
  }, [awaiting, usable, setAwaiting, t, variant.packCoin])

  function submit() {
    const config = configs.data?.list.find((c) => c.id === selected)
    const check = checkPledge(config?.pledge_amount, usable)
    if (!check.ok) {
      showToast(t(check.key, { ns: 'translation' }), 'error')
      return
    }
    setReview(config!)
  }

  function pledge(config: PledgeConfig) {
    setReview(null)
    void actions.pledge(config.id)
  }

  const packAmount = (value: bigint | string, coin: string) => `${formatBalance(value, 18)} ${coin}`

  const airdrop = rewardWallet.data?.list.find((coin) => coin.coin_en === variant.token)
  return (
    <>
      <section className="pack-hero">
        <div>
          <div className="pack-hero__label">{t('usable', { coin: variant.packCoin })}</div>
          <div className="pack-hero__value" data-testid="pack-usable" aria-live="polite">
            {formatBalance(usable, 18)}
          </div>
        </div>
        <button
          type="button"
          className="pack-hero__exchange"
          data-testid="pack-exchange-open"
          aria-haspopup="dialog"
          onClick={() => setExchangeOpen(true)}
        >
          {t('exchange')}
        </button>
      </section>
      <PackagesPanel
        variant={variant}
        list={configs.data?.list}
        selected={selected}
        onSelect={setSelected}
        busy={actions.busy === 'pledge'}
        onSubmit={submit}
      />
      <HeldPanel variant={variant} address={user.address} />
      {review ? (
        <ReviewDialog
          title={t('review.title')}
          testId="pack-review"
          rows={[
            { key: 'pledge', label: t('review.pledge'), value: packAmount(review.pledge_amount, variant.packCoin) },
            {
              key: 'usable-after',
              label: t('review.usableAfter', { coin: variant.packCoin }),
              value:
                usable === undefined
                  ? '--'
                  : packAmount(BigInt(usable) - BigInt(review.pledge_amount), variant.packCoin),
            },
            { key: 'output', label: t('review.output'), value: packAmount(review.out_amount, variant.token) },
            { key: 'duration', label: t('review.duration'), value: t('days', { days: review.days }) },
          ]}
          warning={t('review.warning', {
            amount: formatBalance(review.pledge_amount, 18),
            coin: variant.packCoin,
            reward: variant.token,
          })}
          confirmLabel={t('review.confirm')}
          onConfirm={() => pledge(review)}
          onCancel={() => setReview(null)}
        />
      ) : null}
      {exchangeOpen ? (
        <ExchangePopup
          variant={variant}
          target={reads.target}
          swapBalance={reads.balance}
          airdropBalance={airdrop ? BigInt(airdrop.usable) : rewardWallet.data ? 0n : undefined}
          rateppm={configs.data?.exchange_rate_ppm ?? DEFAULT_PACK_EXCHANGE_RATE_PPM}
          chainId={user.chainId}
          allowance={reads.allowance}
          busy={actions.busy === 'exchange'}
          onClose={() => setExchangeOpen(false)}
          onConfirm={(amount) =>
            reads.target ? actions.exchange(reads.target, amount, reads.allowance, usable) : Promise.resolve(false)
          }
        />
      ) : null}
    </>
  )
}

/**
 * An asset pack page (spec 001 "Asset pack", /HomeNext/AssetPack for GDT and /HomeNext/AssetPackV for VGT): the
 * pack balance and its exchange popup, the pledge packages, the held packs page by page, and the rules.
 */
export function AssetPackPage({ variant }: { variant: PackVariantView }) {
  const { t } = useTranslation(ASSET_PACK_NAMESPACE)
  const configs = usePackConfigs(variant)
  const rate = ppmText(configs.data?.exchange_rate_ppm ?? DEFAULT_PACK_EXCHANGE_RATE_PPM)
  return (
    <div className="pack" data-testid="asset-pack-page" data-variant={variant.key}>
      <WalletGate>{(user) => <PackScreen variant={variant} user={user} />}</WalletGate>
      <section className="pack-card pack-rules" aria-labelledby="pack-rules-title">
        <h2 id="pack-rules-title" className="pack-card__title">
          {t('rulesTitle')}
        </h2>
        <ol className="pack-rules__list">
          {RULES.map((key) => (
            <li key={key}>{t(`rules.${key}`, { coin: variant.packCoin, reward: variant.token, rate })}</li>
          ))}
        </ol>
      </section>
    </div>
  )
}
