import { describe, it } from 'vitest'
import { expectCompleteNamespace } from '../../i18n/expectCompleteNamespace'
import { sessionBundles } from './index'

describe('session texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(sessionBundles)
  })
})
