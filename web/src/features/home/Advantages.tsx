import { feeTextValues } from '@phoswap/core/fees'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { GiftIcon, LayersIcon, PercentIcon, ShieldIcon } from '../../ui/pageIcons'

const ITEMS: { key: string; icon: ReactNode }[] = [
  { key: 'selfCustody', icon: <ShieldIcon /> },
  { key: 'lowFee', icon: <PercentIcon /> },
  { key: 'rewards', icon: <GiftIcon /> },
  { key: 'multiChain', icon: <LayersIcon /> },
]

export function Advantages() {
  const { t } = useTranslation()
  return (
    <section className="home-section home-later" aria-labelledby="home-advantages-title" data-testid="home-advantages">
      <h2 className="home-section__title" id="home-advantages-title">
        {t('home.advantages')}
      </h2>
      <ul className="advantages">
        {ITEMS.map(({ key, icon }) => (
          <li className="advantage" key={key}>
            <span className="advantage__icon">{icon}</span>
            <strong className="advantage__title">{t(`home.advantage.${key}.title`)}</strong>
            <span className="advantage__body" data-testid={`advantage-${key}`}>
              {t(`home.advantage.${key}.body`, feeTextValues())}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
