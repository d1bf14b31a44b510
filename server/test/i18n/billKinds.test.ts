import { LANGUAGES } from '@phoswap/core/api/language'
import { describe, expect, it } from 'vitest'
import { billKindText, LEDGER_KINDS } from '../../src/i18n/billKinds'

describe('bill texts of the ledger kinds', () => {
  it('every kind a ledger entry can have reads as words in every language, never as its key', () => {
    expect(LEDGER_KINDS.length).toBeGreaterThan(30)
    for (const kind of LEDGER_KINDS) {
      for (const language of LANGUAGES) {
        const text = billKindText(kind, language)
        expect(text.trim().length, `${kind} in ${language}`).toBeGreaterThan(0)
        expect(text, `${kind} in ${language}`).not.toBe(kind)
      }
    }
  })
})
