import { type Static, Type } from '@sinclair/typebox'
import { PledgeConfigSchema } from './assetPack'
import { OperatorProofFields } from './common'

// Operator editing of the asset-pack packages under /v1/admin/pack/* (`npm run admin -- pack ...`).
// The bounds themselves are checked by the server (errors pledge_amount_invalid, pledge_rate_invalid).

export const PackVariantSchema = Type.Union([Type.Literal('gdt'), Type.Literal('vgt')])

const Ppm = Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647 })
const Sort = Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })
const ConfigId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })

/** A package as the operator sees it: the public view plus its variant, order and whether it is still offered. */
export const AdminPackSchema = Type.Object({
  ...PledgeConfigSchema.properties,
  variant: PackVariantSchema,
  sort: Type.Integer(),
  active: Type.Boolean(),
})
export type AdminPack = Static<typeof AdminPackSchema>

/** `GET /admin/pack/list[?variant=gdt|vgt]`: every package, retired ones too, by variant, order and id. */
export const AdminPackListQuerySchema = Type.Object(
  { variant: Type.Optional(PackVariantSchema) },
  { additionalProperties: false },
)
export const AdminPackListDataSchema = Type.Object({
  list: Type.Array(AdminPackSchema),
  total_count: Type.Integer({ minimum: 0 }),
})
export type AdminPackListData = Static<typeof AdminPackListDataSchema>

/** `POST /admin/pack/add`: a new package (pledge in base units of the pack coin, rates in parts per million). */
export const AdminPackAddBodySchema = Type.Object(
  {
    variant: PackVariantSchema,
    pledge_amount: Type.String({ maxLength: 80 }),
    static_rate_ppm: Ppm,
    profit_rate_ppm: Ppm,
    sort: Type.Optional(Sort),
    // A signed operator action (`op_pack_add`).
    ...OperatorProofFields,
  },
  { additionalProperties: false },
)
export type AdminPackAddBody = Static<typeof AdminPackAddBodySchema>

/** `POST /admin/pack/set`: new rates or order of an offered package; packs already bought keep their own terms. */
export const AdminPackSetBodySchema = Type.Object(
  {
    id: ConfigId,
    static_rate_ppm: Type.Optional(Ppm),
    profit_rate_ppm: Type.Optional(Ppm),
    sort: Type.Optional(Sort),
    // A signed operator action (`op_pack_set`).
    ...OperatorProofFields,
  },
  { additionalProperties: false },
)
export type AdminPackSetBody = Static<typeof AdminPackSetBodySchema>

/** `POST /admin/pack/retire`: the package is no longer offered; packs already bought keep paying. */
export const AdminPackIdBodySchema = Type.Object({ id: ConfigId }, { additionalProperties: false })
export type AdminPackIdBody = Static<typeof AdminPackIdBodySchema>
