import { useTranslation } from 'react-i18next'
import { ExternalIcon } from '../../ui/pageIcons'
import { MALL_NAMESPACE } from './i18n'
import { useGames } from './useGames'

/** The games list: each game opens its site in a new tab, without access to the app (noopener noreferrer). */
export function GamesList() {
  const { t } = useTranslation(MALL_NAMESPACE)
  const games = useGames()
  const list = games.data?.list ?? []
  return (
    <section className="mall-games" aria-labelledby="mall-games-title">
      <h2 id="mall-games-title" className="mall-games__title">
        {t('gamesTitle')}
      </h2>
      {games.isSuccess && list.length === 0 ? (
        <p className="mall-games__empty" data-testid="games-empty">
          {t('gamesEmpty')}
        </p>
      ) : (
        <ul className="mall-games__list" data-testid="games-list">
          {list.map((game) => (
            <li key={game.url}>
              <a
                className="mall-game"
                href={game.url}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="game-link"
              >
                <span className="mall-game__name">{game.name}</span>
                <span className="mall-game__text">{game.description}</span>
                <span className="visually-hidden">{t('newTab')}</span>
                <ExternalIcon aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="mall-games__note">{t('external')}</p>
    </section>
  )
}
