import { useTranslation } from 'react-i18next'
import { WalletGate } from '../../session/WalletGate'
import { Button } from '../../ui/Button'
import { formatBalance, UNKNOWN } from '../../ui/format'
import { EquityBills } from './EquityBills'
import { EquityFacts } from './EquityFacts'
import { EquityRules } from './EquityRules'
import { EQUITY_NAMESPACE, registerEquityTexts } from './i18n'
import { useEquityPool } from './useEquityPool'
import './equity.css'

registerEquityTexts()

/**
 * The equity pool (spec 001, /HomeNext/EquityPool): total distribution and usable PHO with a signed claim into the
 * reward wallet, the star rating, own and team TVL, the reward wallet's PHO, the dividend bills (each with its "why?")
 * and the eight rules. Every figure is the server's, computed from the chain and the referral tree.
 */
export default function EquityPool() {
  const { t } = useTranslation(EQUITY_NAMESPACE)
  const { connected, info, phoBalance, claim, claiming } = useEquityPool()
  const pho = (value: string | undefined) => (value === undefined ? UNKNOWN : formatBalance(BigInt(value), 18))
  return (
    <div className="equity" data-testid="equity-page">
      <section className="equity-hero">
        <dl className="equity-hero__figures">
          <div>
            <dt>{t('total')}</dt>
            <dd data-testid="equity-total">{pho(info?.total_distribution)}</dd>
          </div>
          <div>
            <dt>{t('usable')}</dt>
            <dd data-testid="equity-usable">{pho(info?.usable)}</dd>
          </div>
        </dl>
        <WalletGate testIdPrefix="equity" needs="wallet" look="button" block texts={{ connect: t('connect') }}>
          {() => (
            <Button block data-testid="equity-claim" loading={claiming} disabled={!info} onClick={() => void claim()}>
              {t('claim')}
            </Button>
          )}
        </WalletGate>
      </section>
      <EquityFacts connected={connected} info={info} phoBalance={phoBalance} />
      <EquityBills />
      <EquityRules />
    </div>
  )
}
