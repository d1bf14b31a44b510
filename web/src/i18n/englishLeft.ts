/**
 * Issue 30: English left in the other locales ("All rights reserved." in ja-JP). The Latin-script words a
 * non-English text may hold: names that are the same in every language of the app. Anything else written in
 * Latin letters in zh-CN, zh-HK, ko-KR or ja-JP is English left untranslated.
 */
export const WORDS_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set([
  // The product's name.
  'PhoSwap',
  // Token symbols and the spec's token names (the "Good" token of the vote and partner pages), as on chain.
  'PHO',
  'GDT',
  'VGT',
  'USDT',
  'Good',
  'ETH',
  'OKT',
  // The ledger-only coupon coins of the group markets (issue 32's console names them), and the markets GG and VG.
  'GDB',
  'VGB',
  'GG',
  'VG',
  // Networks, by their own names.
  'OKC',
  'Chain',
  'Polygon',
  'BSC',
  // Units and standards written the same everywhere: liquidity-pool tokens, the time zone, EIP-6963, gas.
  'LP',
  'UTC',
  'EIP',
  'Gas',
  // Parts per million: the base value of every rate the operator console shows beside its percent.
  'ppm',
  // DeFi's figures, abbreviated the same in every language's apps (after the local name): yield, value locked, dollars.
  'APR',
  'TVL',
  'USD',
])

/** The Latin-script words of a text, its `{{placeholders}}` left out (they are filled with figures and symbols). */
export function latinWords(text: string): string[] {
  return text.replace(/\{\{\w+\}\}/g, ' ').match(/\b[A-Za-z]+\b/g) ?? []
}

/** The words of `text` that are English left in a non-English locale (none for a text that is all allowed names). */
export function englishLeft(text: string): string[] {
  return latinWords(text).filter((word) => !WORDS_IN_EVERY_LANGUAGE.has(word))
}

export type Texts = { [key: string]: string | Texts }

/** Every text of a locale module as `key.path = value`. */
export function flatTexts(texts: unknown, prefix = ''): [string, string][] {
  if (typeof texts === 'string') return [[prefix, texts]]
  if (!texts || typeof texts !== 'object') return []
  return Object.entries(texts).flatMap(([key, value]) => flatTexts(value, prefix ? `${prefix}.${key}` : key))
}

/**
 * The texts of `other` (a non-English locale) that are English: the same as en-US's for the key and holding a word
 * outside the allowed names, or holding such a word at all. `key: value (words)` each.
 */
export function untranslated(english: unknown, other: unknown): string[] {
  const en = new Map(flatTexts(english))
  return flatTexts(other).flatMap(([key, value]) => {
    const words = englishLeft(value)
    if (words.length === 0) return []
    const same = en.get(key) === value ? 'same as en-US, ' : ''
    return [`${key}: ${JSON.stringify(value)} (${same}${words.join(' ')})`]
  })
}
