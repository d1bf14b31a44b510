import { type Static, Type } from '@sinclair/typebox'

export const HealthDataSchema = Type.Object({ ok: Type.Boolean(), db: Type.Boolean() })
export type HealthData = Static<typeof HealthDataSchema>
