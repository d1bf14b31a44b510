import { describe, it } from 'vitest'
import { expectCompleteNamespace } from '../../../i18n/expectCompleteNamespace'
import { congressBundles } from './index'

describe('congress texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(congressBundles)
  })
})
