import { useTranslation } from 'react-i18next'
import { imageUrl } from '../../api/imageUrl'
import { useIndexConfig } from '../../api/useIndexConfig'
import { TokenIcon } from '../../ui/TokenIcon'
import { quoteLastText, quotePercent } from './quoteDisplay'
import { useQuotes } from './useHomeContent'

/** Market quotes with their 24-hour change: red when down, green when up, '--' without history. */
export function MarketQuotes({ chainId }: { chainId: number }) {
  const { t } = useTranslation()
  const quotes = useQuotes(chainId)
  const imageDomain = useIndexConfig().data?.image_domain
  const list = quotes.data?.list ?? []
  return (
    <section className="home-card home-later" aria-labelledby="home-quotes-title" data-testid="home-quotes">
      <div className="home-card__head">
        <h2 className="home-card__title" id="home-quotes-title">
          {t('home.quotes')}
        </h2>
      </div>
      <div className="quote-head" aria-hidden="true">
        <span>{t('home.quotePair')}</span>
        <span>{t('home.quoteLast')}</span>
        <span>{t('home.quoteChange')}</span>
      </div>
      <ul className="quote-list">
        {list.map((quote) => {
          const percent = quotePercent(quote.percent)
          return (
            <li className="quote-row" key={`${quote.chain_id}:${quote.pair}`} data-testid={`quote-row-${quote.name}`}>
              <span className="quote-row__coin">
                <TokenIcon symbol={quote.coin} logoURI={imageUrl(imageDomain, quote.coin_logo)} />
                <span>
                  <strong>{quote.coin}</strong>
                  <small>/{quote.quote_coin}</small>
                </span>
              </span>
              <span className="quote-row__last">{quoteLastText(quote.last)}</span>
              <span
                className={`quote-row__percent quote-row__percent--${percent.tone}`}
                data-testid={`quote-percent-${quote.name}`}
              >
                {percent.text}
              </span>
            </li>
          )
        })}
      </ul>
      {list.length === 0 ? (
        <p className="home-note">
          {quotes.isPending ? t('common.loading') : quotes.isError ? t('home.quotesFailed') : t('home.quotesEmpty')}
        </p>
      ) : null}
    </section>
  )
}
