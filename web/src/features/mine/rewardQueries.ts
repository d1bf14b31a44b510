import type { GdtInfo, GenesisInfo, RewardInfo } from '@phoswap/core/api/gdt'
import { useQuery } from '@tanstack/react-query'
import { apiGet } from '../../api/client'
import { useSessionToken } from '../../api/useAccountInfo'
import { useWalletState } from '../../chain/wallet/walletState'

/** The signed-in account, or undefined (reward calls are the caller's own). */
export function useRewardAccount() {
  const { status, address } = useWalletState()
  const token = useSessionToken()
  const connected = status === 'connected' && !!address
  return { connected, address: address?.toLowerCase(), signedIn: connected && !!token }
}

/** Mine's GDT (`/union/reward-info`) or VGT (`/union/vgt-info`) tab figures. */
export function useRewardInfo(coin: 'gdt' | 'vgt') {
  const { signedIn, address } = useRewardAccount()
  return useQuery({
    queryKey: ['mineRewards', coin, address],
    enabled: signedIn,
    queryFn: ({ signal }) => apiGet<RewardInfo>(coin === 'gdt' ? '/union/reward-info' : '/union/vgt-info', { signal }),
  })
}

export type GenesisProgram = 'genesis-gdt' | 'genesis-vgt'

export function useGenesisInfo(program: GenesisProgram) {
  const { signedIn, address } = useRewardAccount()
  return useQuery({
    queryKey: ['mineRewards', program, address],
    enabled: signedIn,
    queryFn: ({ signal }) => apiGet<GenesisInfo>(`/union/genesis-info?program=${program}`, { signal }),
  })
}

export function useGdtInfo() {
  const { signedIn, address } = useRewardAccount()
  return useQuery({
    queryKey: ['mineRewards', 'gdt-info', address],
    enabled: signedIn,
    queryFn: ({ signal }) => apiGet<GdtInfo>('/gdt/info', { signal }),
  })
}

/** A ppm rate as a percent text: 1000 → "0.1%", 100000 → "10%". */
export function ppmPercent(ppm: number): string {
  const whole = Math.floor(ppm / 10_000)
  const frac = String(ppm % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '')
  return `${whole}${frac ? `.${frac}` : ''}%`
}
