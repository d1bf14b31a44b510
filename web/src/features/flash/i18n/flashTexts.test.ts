import { describe, it } from 'vitest'
import { expectCompleteNamespace } from '../../../i18n/expectCompleteNamespace'
import { flashBundles } from './index'

describe('flash texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(flashBundles)
  })
})
