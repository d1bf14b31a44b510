import { describe, it } from 'vitest'
import { expectCompleteNamespace } from '../../../i18n/expectCompleteNamespace'
import { airdropBundles } from './index'

describe('airdrop texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(airdropBundles)
  })
})
