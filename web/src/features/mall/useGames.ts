import type { GamesList } from '@phoswap/core/api/games'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { apiGet } from '../../api/client'

/** The operator's games list (`GET /games/list`), its descriptions in the current language (Show-Language). */
export function useGames() {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: ['games', 'list', i18n.language],
    queryFn: ({ signal }) => apiGet<GamesList>('/games/list', { signal }),
    staleTime: 60_000,
  })
}
