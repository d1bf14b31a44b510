import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatCountdown } from '../../ui/format'
import { MINING_NAMESPACE } from './i18n'
import { chainNow } from './poolFigures'

/** Time left until the single-staking stake unlocks, ticking every second; "unlocked" once it may be withdrawn. */
export function UnlockCountdown({
  unlockAt,
  latestBlockTimestamp,
}: {
  unlockAt: number
  latestBlockTimestamp?: number
}) {
  const { t } = useTranslation(MINING_NAMESPACE)
  const [wall, setWall] = useState(() => Date.now() / 1000)
  useEffect(() => {
    const timer = setInterval(() => setWall(Date.now() / 1000), 1000)
    return () => clearInterval(timer)
  }, [])
  const left = formatCountdown(unlockAt, chainNow(wall, latestBlockTimestamp))
  return (
    <div className="mining-countdown" data-testid="unlock-countdown" data-locked={left ? 'true' : 'false'}>
      <span>{left ? t('panel.unlockIn') : t('panel.unlocked')}</span>
      {left ? <strong className="mining-countdown__time">{left}</strong> : null}
    </div>
  )
}
