import { describe, it } from 'vitest'
import { expectCompleteNamespace } from '../../../i18n/expectCompleteNamespace'
import { inviteBundles } from './index'

describe('invite texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(inviteBundles)
  })
})
