import { describe, it } from 'vitest'
import { expectCompleteNamespace } from '../../i18n/expectCompleteNamespace'
import { tradeBundles } from './index'

describe('trade texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(tradeBundles)
  })
})
