import { describe, it } from 'vitest'
import { expectCompleteNamespace } from '../../../i18n/expectCompleteNamespace'
import { mineBundles } from './index'

describe('mine texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(mineBundles)
  })
})
