import type { HeldPack } from '@phoswap/core/api/assetPack'
import { useTranslation } from 'react-i18next'
import { formatBalance } from '../../ui/format'
import { LoadMore } from '../../ui/LoadMore'
import { ASSET_PACK_NAMESPACE } from './i18n'
import { packProgress } from './packAmounts'
import type { PackVariantView } from './packVariant'
import { useHeldPacks } from './usePackQueries'

/** One held pack: pledge, status, progress toward its output, today's static and dynamic reward, rewarded, output. */
function HeldItem({ pack, variant }: { pack: HeldPack; variant: PackVariantView }) {
  const { t } = useTranslation(ASSET_PACK_NAMESPACE)
  const progress = packProgress(pack.rewarded, pack.out_amount)
  const coin = variant.token
  return (
    <li className="pack-held" data-testid={`pack-held-${pack.id}`}>
      <div className="pack-held__head">
        <strong>{t('pledged', { amount: formatBalance(pack.pledge_amount, 18), coin: variant.packCoin })}</strong>
        <span className={`pack-held__status pack-held__status--${pack.status === 0 ? 'paying' : 'done'}`}>
          {t(pack.status === 0 ? 'status.paying' : 'status.done')}
        </span>
      </div>
      <div className="pack-held__progress">
        <span>{t('progress')}</span>
        <div
          className="pack-held__bar"
          role="progressbar"
          aria-label={t('progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div className="pack-held__fill" style={{ width: `${progress}%` }} />
        </div>
        <span>{progress}%</span>
      </div>
      <dl className="pack-held__figures">
        <div>
          <dt>{t('todayStatic')}</dt>
          <dd data-testid="pack-held-static">
            {formatBalance(pack.today_static_reward, 18)} {coin}
          </dd>
        </div>
        <div>
          <dt>{t('todayDynamic')}</dt>
          <dd data-testid="pack-held-dynamic">
            {formatBalance(pack.today_dynamic_reward, 18)} {coin}
          </dd>
        </div>
        <div>
          <dt>{t('rewarded')}</dt>
          <dd data-testid="pack-held-rewarded">
            {formatBalance(pack.rewarded, 18)} {coin}
          </dd>
        </div>
        <div>
          <dt>{t('totalOutput')}</dt>
          <dd>
            {formatBalance(pack.out_amount, 18)} {coin}
          </dd>
        </div>
      </dl>
    </li>
  )
}

/** The caller's packs, newest first, 10 a page, the next page when the foot comes into view. */
export function HeldPanel({ variant, address }: { variant: PackVariantView; address: string }) {
  const { t } = useTranslation(ASSET_PACK_NAMESPACE)
  const held = useHeldPacks(variant, address)
  const packs = held.data?.pages.flatMap((page) => page.list) ?? []
  return (
    <section className="pack-card" aria-labelledby="pack-held-title">
      <h2 id="pack-held-title" className="pack-card__title">
        {t('held')}
      </h2>
      <ul className="pack-held-list" data-testid="pack-held-list">
        {packs.map((pack) => (
          <HeldItem key={pack.id} pack={pack} variant={variant} />
        ))}
      </ul>
      <LoadMore
        hasMore={!!held.hasNextPage}
        loading={held.isFetching}
        empty={!held.isFetching && packs.length === 0}
        onMore={() => void held.fetchNextPage()}
        testId="pack-held-more"
        texts={{ more: t('list.more'), empty: t('list.empty'), end: t('list.end') }}
      />
    </section>
  )
}
