import { describe, it } from 'vitest'
import { expectCompleteNamespace } from '../../../i18n/expectCompleteNamespace'
import { voteBundles } from './index'

describe('vote texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(voteBundles)
  })
})
