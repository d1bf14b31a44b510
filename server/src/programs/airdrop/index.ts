import { defineProgram } from '../program'
import { AIRDROP_POOL, seedSandboxAirdrop } from './airdrop'
import { airdropAdminRoutes, airdropRoutes } from './routes'

/** A daily GDT claim for holders of the day's snapshot, paid from its pool. */
export const airdropProgram = defineProgram({
  name: 'airdrop',
  pools: [{ account: AIRDROP_POOL, sandboxSeed: 'GDT' }],
  kinds: {
    airdrop: { 'zh-CN': '空投', 'en-US': 'Airdrop', 'zh-HK': '空投', 'ko-KR': '에어드롭', 'ja-JP': 'エアドロップ' },
  },
  explainedBy: { airdrop: 'airdrop.claim' },
  jobs: [],
  sources: [],
  routes: [{ plugin: airdropRoutes }, { plugin: airdropAdminRoutes, prefix: '/admin' }],
  settings: [],
  seedSandbox: async (db) =>
    (await seedSandboxAirdrop(db)) ? 'seeded the sandbox airdrop offer: 5 GDT a day' : undefined,
})
