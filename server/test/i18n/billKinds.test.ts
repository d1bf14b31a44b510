import { LANGUAGES } from '@phoswap/core/api/language'
import { describe, expect, it } from 'vitest'
import { billKindText, CORE_LEDGER_KINDS, ledgerKinds } from '../../src/i18n/billKinds'
import { programs } from '../../src/programs'
import { programProblems } from '../../src/programs/collect'

describe('bill texts of the ledger kinds', () => {
  it('every kind a ledger entry can have reads as words in every language, never as its key', () => {
    expect(ledgerKinds().length).toBeGreaterThan(30)
    for (const kind of ledgerKinds()) {
      for (const language of LANGUAGES) {
        const text = billKindText(kind, language)
        expect(text.trim().length, `${kind} in ${language}`).toBeGreaterThan(0)
        expect(text, `${kind} in ${language}`).not.toBe(kind)
      }
    }
  })

  it('the programs are sound: every kind has five texts, no kind, pool, job or source is declared twice', () => {
    expect(programProblems(programs, CORE_LEDGER_KINDS)).toEqual([])
    expect(programs.map((p) => p.name)).toEqual([
      'airdrop',
      'asset-packs',
      'equity',
      'groups',
      'gdt',
      'genesis',
      'community',
      'vote',
    ])
  })

  it('a kind missing one language, or reusing a ledger kind, is reported', () => {
    const broken = {
      ...programs[0],
      kinds: { airdrop_extra: { 'zh-CN': '额外', 'en-US': 'Extra', 'zh-HK': '額外', 'ja-JP': '追加' } },
      explainedBy: { airdrop_extra: null },
    } as unknown as (typeof programs)[number]
    expect(programProblems([broken], CORE_LEDGER_KINDS)).toEqual(['airdrop: kind airdrop_extra has no ko-KR text'])
    const reusing = { ...programs[0], kinds: { deposit: programs[0].kinds.airdrop }, explainedBy: { deposit: null } }
    expect(programProblems([reusing], CORE_LEDGER_KINDS)).toEqual(['kind deposit is declared twice'])
  })

  it('a kind that does not say what explains it, or names a rule core does not have, is reported', () => {
    const silent = { ...programs[0], explainedBy: {} } as unknown as (typeof programs)[number]
    expect(programProblems([silent], CORE_LEDGER_KINDS)).toEqual([
      'airdrop: kind airdrop does not say what explains it',
    ])
    const unknownRule = {
      ...programs[0],
      explainedBy: { airdrop: 'airdrop.guess' },
    } as unknown as (typeof programs)[number]
    expect(programProblems([unknownRule], CORE_LEDGER_KINDS)).toEqual([
      'airdrop: kind airdrop is explained by airdrop.guess, which core does not have',
    ])
  })
})
