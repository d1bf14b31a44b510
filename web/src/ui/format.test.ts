import { describe, expect, it, vi } from 'vitest'
import {
  amountInputText,
  formatBalance,
  formatBlockNumber,
  formatCoin,
  groupThousands,
  shortenAddress,
  uiLocale,
} from './format'

const E18 = 10n ** 18n
/** The app's five UI languages. */
const UI_LANGUAGES = ['zh-CN', 'en-US', 'ja-JP', 'ko-KR', 'zh-HK'] as const

describe('shortenAddress', () => {
  it('keeps 0x, the first 4 hex digits and the last 4', () => {
    expect(shortenAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe('0x7099...79C8')
  })
})

describe('formatBalance: the one amount of a coin', () => {
  it('shows -- when the value is unknown or unreadable', () => {
    expect(formatBalance(undefined, 18)).toBe('--')
    expect(formatBalance(null, 18)).toBe('--')
    expect(formatBalance('junk', 18)).toBe('--')
  })

  it.each(UI_LANGUAGES)('%s: 10,000 reads the same on every screen (never 10000.000000 or 10000.00)', (locale) => {
    expect(formatBalance(10_000n * E18, 18, locale)).toBe('10,000')
    expect(formatBalance('10000000000000000000000', 18, locale)).toBe('10,000')
    expect(formatBalance(10_000_000_000n, 6, locale)).toBe('10,000')
  })

  it.each(UI_LANGUAGES)('%s: fewer decimals as the number grows, cut not rounded, no trailing zeros', (locale) => {
    expect(formatBalance(0n, 18, locale)).toBe('0')
    expect(formatBalance(1_234_567_890_000_000_000n, 18, locale)).toBe('1.2345')
    expect(formatBalance(123_456_789n, 6, locale)).toBe('123.4567')
    expect(formatBalance(10_000_999_999_999_999_999_999n, 18, locale)).toBe('10,000.99')
    expect(formatBalance(1_500_000n * E18, 18, locale)).toBe('1,500,000')
    expect(formatBalance(-1_500_000_000_000_000_000n, 18, locale)).toBe('-1.5')
    expect(formatBalance(1n, 18, locale)).toBe('0')
  })

  it('uses the locale’s own signs where they differ', () => {
    expect(formatBalance(10_000_999_999_999_999_999_999n, 18, 'de-DE')).toBe('10.000,99')
    expect(groupThousands('1234567.891', 'fr-FR')).toMatch(/^1\s234\s567,891$/u)
  })

  it('reads the UI language from the document', () => {
    const root = { lang: 'de-DE' }
    vi.stubGlobal('document', { documentElement: root })
    try {
      expect(uiLocale()).toBe('de-DE')
      expect(formatBalance(1234n * E18, 18)).toBe('1.234')
      root.lang = 'zh-CN'
      expect(formatBalance(1234n * E18, 18)).toBe('1,234')
    } finally {
      vi.unstubAllGlobals()
    }
    expect(uiLocale()).toBe('en-US')
  })

  it('formatCoin adds the unit, and not to --', () => {
    expect(formatCoin(1500n * E18, 18, 'GDT', 'en-US')).toBe('1,500 GDT')
    expect(formatCoin(undefined, 18, 'GDT', 'en-US')).toBe('--')
  })
})

describe('amountInputText: what Max puts in a field', () => {
  it('is exact and trimmed of trailing zeros, never grouped', () => {
    expect(amountInputText(10_000n * E18, 18)).toBe('10000')
    expect(amountInputText(1_500_000_000_000_000_001n, 18)).toBe('1.500000000000000001')
    expect(amountInputText(1_500_000n, 6)).toBe('1.5')
    expect(amountInputText(0n, 18)).toBe('0')
  })
})

describe('groupThousands and formatBlockNumber', () => {
  it('group the whole part only', () => {
    expect(groupThousands('1234567.891', 'en-US')).toBe('1,234,567.891')
    expect(formatBlockNumber(12345678n, 'en-US')).toBe('12,345,678')
    expect(formatBlockNumber(undefined)).toBe('--')
  })
})
