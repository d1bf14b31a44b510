import type { Language } from './languages'
import type { Messages } from './locales/messages'
import { zhCN } from './locales/zh-CN'

/** The default locale ships in the entry chunk; the others load when chosen. */
export async function loadMessages(language: Language): Promise<Messages> {
  switch (language) {
    case 'zh-CN':
      return zhCN
    case 'en-US':
      return (await import('./locales/en-US')).enUS
    case 'zh-HK':
      return (await import('./locales/zh-HK')).zhHK
    case 'ko-KR':
      return (await import('./locales/ko-KR')).koKR
    case 'ja-JP':
      return (await import('./locales/ja-JP')).jaJP
  }
}
