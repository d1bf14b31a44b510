import { defineProgram } from '../program'
import { GENESIS } from './grants'
import { genesisRoutes } from './routes'

/**
 * Genesis cards: GDT and VGT granted by the operator (`grant add`, served by the gdt program's admin route with the
 * white-list grants), claimed from their pools.
 */
export const genesisProgram = defineProgram({
  name: 'genesis',
  pools: [
    { account: GENESIS['genesis-gdt'].pool, sandboxSeed: GENESIS['genesis-gdt'].coinKey },
    { account: GENESIS['genesis-vgt'].pool, sandboxSeed: GENESIS['genesis-vgt'].coinKey },
  ],
  kinds: {
    genesis_claim: {
      'zh-CN': '创世卡领取',
      'en-US': 'Genesis card claimed',
      'zh-HK': '創世卡領取',
      'ko-KR': '제네시스 카드 수령',
      'ja-JP': 'ジェネシスカードの受け取り',
    },
  },
  explainedBy: { genesis_claim: 'genesis.claim' },
  jobs: [],
  sources: [],
  routes: [{ plugin: genesisRoutes }],
  settings: [],
})
