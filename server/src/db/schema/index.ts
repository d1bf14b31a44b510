// The tables by area; drizzle.config.ts points drizzle-kit at this folder, the app imports it whole.

export * from './assetPacks'
export * from './auth'
export * from './content'
export * from './indexer'
export * from './jobs'
export * from './ledger'
export * from './market'
export * from './mining'
export * from './rewards'
export * from './team'
export * from './users'
export * from './withdrawals'
