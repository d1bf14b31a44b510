import type { zhCN } from './zh-CN'

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }

/** The catalogue's shape: every locale fills every key of the default locale (checked by tsc and by a test). */
export type Messages = Shape<typeof zhCN>
