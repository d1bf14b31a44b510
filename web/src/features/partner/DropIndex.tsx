import type { PartnerData } from '@phoswap/core/api/community'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { apiGet } from '../../api/client'
import { useExternalLinks } from '../../api/useExternalLinks'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { useGoTo } from '../../navigation/useGoTo'
import { formatBalance } from '../../ui/format'
import { PARTNER_NAMESPACE, registerPartnerTexts } from './i18n'
import './partner.css'

registerPartnerTexts()

/** The cards' figures (GET /dex/partner-data); null until read or when the server has none for the chain. */
function figuresOf(data: PartnerData | undefined) {
  if (!data) return {}
  const { vote, flywheel, airdrop } = data
  return {
    vote: vote
      ? { amount: formatBalance(BigInt(vote.deposit_total), vote.decimals), symbol: vote.token_symbol }
      : undefined,
    flywheel: {
      usdt: formatBalance(BigInt(flywheel.buy_back), flywheel.decimals),
      give: formatBalance(BigInt(flywheel.give_out), flywheel.decimals),
    },
    airdrop: { claims: String(airdrop.claims_today) },
  } as Partial<Record<'vote' | 'flywheel' | 'airdrop', Record<string, string>>>
}

type Card = { key: 'vote' | 'airdrop'; go: () => void } | { key: 'product' | 'flywheel'; href: string | null }

/**
 * The partner page (spec 001, footer tab DropIndex): four cards with their live figures (the vote's deposits, the
 * flywheel's buy-back and give-out, today's airdrop claims); vote and airdrop open their screens, the partner
 * product and the flywheel protocol open the operator's sites in a new tab (noopener noreferrer), when named.
 */
export default function DropIndex() {
  const { t } = useTranslation(PARTNER_NAMESPACE)
  const goTo = useGoTo()
  const { chainId } = useActiveNetwork()
  const partner = useQuery({
    queryKey: ['partner', 'data', chainId],
    refetchInterval: 15_000,
    queryFn: ({ signal }) =>
      apiGet<PartnerData>('/dex/partner-data', { query: { chain_id: chainId }, signal, quiet: true }),
  })
  const figures = figuresOf(partner.data)
  const links = useExternalLinks()
  // The partner product is only a link: without one the card is not shown. The flywheel card keeps its live
  // figures and shows its button only when the operator named the site.
  const cards: Card[] = [
    { key: 'vote', go: () => goTo('vote') },
    ...(links.partner_product ? [{ key: 'product', href: links.partner_product } as const] : []),
    { key: 'flywheel', href: links.flywheel },
    { key: 'airdrop', go: () => goTo('airdrop') },
  ]
  return (
    <div className="drop-index" data-testid="partner-page">
      <h1 className="drop-index__title">{t('title')}</h1>
      {cards.map((card) => (
        <section key={card.key} className="drop-card" data-testid={`partner-${card.key}`}>
          <h2 className="drop-card__title">{t(`${card.key}.title`)}</h2>
          <p className="drop-card__text">{t(`${card.key}.text`)}</p>
          {card.key !== 'product' && figures[card.key] ? (
            <p className="drop-card__figure" data-testid={`partner-${card.key}-figure`}>
              {t(`${card.key}.figure`, { ...figures[card.key] })}
            </p>
          ) : null}
          {'href' in card ? (
            card.href ? (
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
            ) : null
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
