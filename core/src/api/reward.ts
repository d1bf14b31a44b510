import { type Static, Type } from '@sinclair/typebox'
import { AmountSchema } from './common'

/** One coin of the user's reward wallet; amounts in base units. */
export const WalletCoinSchema = Type.Object({
  coin_id: Type.Integer(),
  coin_en: Type.String(),
  /** Path under `image_domain`, or an absolute URL. */
  logo: Type.String(),
  decimals: Type.Integer(),
  usable: AmountSchema,
  /** The spec's name for the frozen amount. */
  freeze: AmountSchema,
})
export type WalletCoin = Static<typeof WalletCoinSchema>

export const WalletListDataSchema = Type.Object({
  list: Type.Array(WalletCoinSchema),
  total_count: Type.Integer(),
})
export type WalletListData = Static<typeof WalletListDataSchema>
