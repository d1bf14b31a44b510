/**
 * Membership (spec 001, Member): four levels shown for display, and a fixed 1256 FFT to stake. The spec implements
 * no purchase; `POST /user-center/member/buy` answers that it is not open
 * (docs/decisions/0068-membership-and-partner-figures.md).
 */
export const memberLevels = [
  { id: 1, name: 'bronze' },
  { id: 2, name: 'silver' },
  { id: 3, name: 'gold' },
  { id: 4, name: 'diamond' },
] as const

export const memberStake = { coin: 'FFT', amount: '1256' } as const
