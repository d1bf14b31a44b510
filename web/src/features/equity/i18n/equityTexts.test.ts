import { describe, it } from 'vitest'
import { expectCompleteNamespace } from '../../../i18n/expectCompleteNamespace'
import { equityBundles } from './index'

describe('equity pool texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(equityBundles)
  })
})
