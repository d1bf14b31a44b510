import type { Messages } from './types'

/** Notices and banners. */
export const contentMessages = {
  notice_language_exists: {
    'zh-CN': '该公告已有此语言的版本',
    'en-US': 'This notice already has a version in that language',
    'zh-HK': '該公告已有此語言的版本',
    'ko-KR': '이 공지에는 이미 해당 언어 버전이 있습니다',
    'ja-JP': 'このお知らせにはすでにその言語の版があります',
  },
} satisfies Messages
