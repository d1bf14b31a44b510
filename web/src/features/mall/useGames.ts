import type { GamesList } from '@phoswap/core/api/games'
import { useQuery } from '@tanstack/react-query'
import { apiGet } from '../../api/client'

/** The operator's games list (`GET /games/list`). */
export function useGames() {
  return useQuery({
    queryKey: ['games', 'list'],
    queryFn: ({ signal }) => apiGet<GamesList>('/games/list', { signal }),
    staleTime: 60_000,
  })
}
