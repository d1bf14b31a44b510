import { describe, it } from 'vitest'
import { expectCompleteNamespace } from '../../../i18n/expectCompleteNamespace'
import { liquidityBundles } from './index'

describe('liquidity texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(liquidityBundles)
  })
})
