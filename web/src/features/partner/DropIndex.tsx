import { useTranslation } from 'react-i18next'
import { EXTERNAL_LINKS } from '../../app/externalLinks'
import { useGoTo } from '../../app/useGoTo'
import { PARTNER_NAMESPACE, registerPartnerTexts } from './i18n'
import './partner.css'

registerPartnerTexts()

/**
 * The partner page (spec 001, footer tab DropIndex): four cards; vote and airdrop open their screens, the partner
 * product and the flywheel protocol open external sites in a new tab (noopener noreferrer).
 */
export default function DropIndex() {
  const { t } = useTranslation(PARTNER_NAMESPACE)
  const goTo = useGoTo()
  const cards = [
    { key: 'vote', go: () => goTo('vote') },
    { key: 'product', href: EXTERNAL_LINKS.partnerProduct },
    { key: 'flywheel', href: EXTERNAL_LINKS.flywheel },
    { key: 'airdrop', go: () => goTo('airdrop') },
  ] as const
  return (
    <div className="drop-index" data-testid="partner-page">
      <h1 className="drop-index__title">{t('title')}</h1>
      {cards.map((card) => (
        <section key={card.key} className="drop-card" data-testid={`partner-${card.key}`}>
          <h2 className="drop-card__title">{t(`${card.key}.title`)}</h2>
          <p className="drop-card__text">{t(`${card.key}.text`)}</p>
          {'href' in card ? (
            <a
              className="drop-card__button"
              href={card.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${t(`${card.key}.button`)}: ${t(`${card.key}.title`)} (${t('external')})`}
              data-testid={`partner-${card.key}-link`}
            >
              {t(`${card.key}.button`)}
            </a>
          ) : (
            <button
              type="button"
              className="drop-card__button"
              data-testid={`partner-${card.key}-button`}
              onClick={card.go}
            >
              {t(`${card.key}.button`)}
            </button>
          )}
        </section>
      ))}
    </div>
  )
}
