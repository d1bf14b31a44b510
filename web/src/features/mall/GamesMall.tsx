import { GamesList } from './GamesList'
import { registerMallTexts } from './i18n'
import './mall.css'

registerMallTexts()

/** The games mall (spec 001, /HomeNext/gamesMall): the operator's games list. */
export default function GamesMall() {
  return (
    <div className="mall" data-testid="games-mall-page">
      <GamesList />
    </div>
  )
}
