import { describe, it } from 'vitest'
import { expectCompleteNamespace } from '../../../i18n/expectCompleteNamespace'
import { groupBundles } from './index'

describe('group market texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(groupBundles)
  })
})
