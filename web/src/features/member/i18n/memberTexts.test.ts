import { describe, it } from 'vitest'
import { expectCompleteNamespace } from '../../../i18n/expectCompleteNamespace'
import { memberBundles } from './index'

describe('member texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(memberBundles)
  })
})
