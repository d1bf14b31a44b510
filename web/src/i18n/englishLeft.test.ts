import { describe, expect, it } from 'vitest'
import { englishLeft, untranslated } from './englishLeft'

/**
 * Every locale module of the app: the shared catalogue and main texts (i18n/locales) and each feature's namespace
 * (`<feature>/i18n/<language>.ts`), each exporting one texts object.
 */
const modules = import.meta.glob(
  ['../**/{i18n,rewardsI18n}/{zh-CN,en-US,zh-HK,ko-KR,ja-JP}.ts', './locales/*{zh-CN,en-US,zh-HK,ko-KR,ja-JP}.ts'],
  { eager: true },
) as Record<string, Record<string, unknown>>

const textsOf = (path: string): unknown => Object.values(modules[path] ?? {})[0]
const englishPaths = Object.keys(modules).filter((path) => /(^|[/.])en-US\.ts$/.test(path))

describe('no English left in zh-CN, zh-HK, ko-KR and ja-JP', () => {
  it('finds the locale modules (main, catalogue and every feature namespace)', () => {
    expect(englishPaths).toContain('./locales/en-US.ts')
    expect(englishPaths).toContain('./locales/catalogue.en-US.ts')
    expect(englishPaths).toContain('../features/swap/i18n/en-US.ts')
    expect(englishPaths.length).toBeGreaterThan(15)
  })

  for (const path of englishPaths) {
    for (const language of ['zh-CN', 'zh-HK', 'ko-KR', 'ja-JP']) {
      it(`${path.replace('en-US', language)}: every text translated`, () => {
        const other = path.replace('en-US', language)
        expect(modules[other], `${other} exists`).toBeDefined()
        expect(untranslated(textsOf(path), textsOf(other))).toEqual([])
      })
    }
  }

  it('refuses an English text, alone or in a translated sentence; passes names, symbols and units', () => {
    expect(untranslated({ a: 'All rights reserved.' }, { a: 'All rights reserved.' })).toEqual([
      'a: "All rights reserved." (same as en-US, All rights reserved)',
    ])
    expect(englishLeft('© {{year}} PhoSwap. All rights reserved.')).toEqual(['All', 'rights', 'reserved'])
    expect(englishLeft('Development wallet')).toEqual(['Development', 'wallet'])
    expect(englishLeft('{{amount}} PHO-USDT LP，{{held}} / {{hold}} GDT')).toEqual([])
    expect(untranslated({ n: 'OKT Chain' }, { n: 'OKT Chain' })).toEqual([])
  })
})
