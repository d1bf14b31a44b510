import type { Action } from '@phoswap/core/auth/actions'

/** What differs between the GDT and the VGT asset pack (server: services/rewards/assetPacks.ts PACK_VARIANTS). */
export interface PackVariantView {
  key: 'gdt' | 'vgt'
  /** API base of the variant's routes. */
  base: '/pledge' | '/vgb-pledge'
  walletPath: 'gdb-wallet' | 'vgb-wallet'
  /** The signed action of a pledge: phrase Pledge Do, or VGT Pledge Do. */
  action: Extract<Action, 'pledge' | 'vgb_pledge'>
  /** The pack coin (ledger only) a pledge costs and the exchange credits. */
  packCoin: 'GDB' | 'VGB'
  /** The token the pack pays and the exchange takes on chain. */
  token: 'GDT' | 'VGT'
  /** The deployment's key of the token's PackExchange. */
  exchangeKey: 'gdtPackExchange' | 'vgtPackExchange'
}

export const PACK_VARIANT_VIEWS = {
  gdt: {
    key: 'gdt',
    base: '/pledge',
    walletPath: 'gdb-wallet',
    action: 'pledge',
    packCoin: 'GDB',
    token: 'GDT',
    exchangeKey: 'gdtPackExchange',
  },
  vgt: {
    key: 'vgt',
    base: '/vgb-pledge',
    walletPath: 'vgb-wallet',
    action: 'vgb_pledge',
    packCoin: 'VGB',
    token: 'VGT',
    exchangeKey: 'vgtPackExchange',
  },
} as const satisfies Record<string, PackVariantView>
