import { useTranslation } from 'react-i18next'
import { useGoTo } from '../../navigation/useGoTo'
import { showToast } from '../../ui/toastStore'
import { GamesList } from './GamesList'
import { MALL_NAMESPACE, registerMallTexts } from './i18n'
import './mall.css'

registerMallTexts()

/**
 * The mall (spec 001, /HomeNext/Mall): entries that lead to the GDT center (Good) or the games mall, the others
 * saying they are not open (swap267), and the games list.
 */
export default function Mall() {
  const { t } = useTranslation(MALL_NAMESPACE)
  const goTo = useGoTo()
  const notOpen = () => showToast(t('swap267', { ns: 'translation' }))
  const entries = [
    { key: 'good', onClick: () => goTo('Good') },
    { key: 'games', onClick: () => goTo('gamesMall') },
    { key: 'goods', onClick: notOpen },
    { key: 'physical', onClick: notOpen },
  ] as const
  return (
    <div className="mall" data-testid="mall-page">
      <div className="mall-entries">
        {entries.map((entry) => (
          <button
            key={entry.key}
            type="button"
            className="mall-entry"
            data-testid={`mall-entry-${entry.key}`}
            onClick={entry.onClick}
          >
            {t(`entries.${entry.key}`)}
          </button>
        ))}
      </div>
      <GamesList />
    </div>
  )
}
