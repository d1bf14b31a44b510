import type { Messages } from './types'

/** Invite codes and referrers. */
export const invitesMessages = {
  invite_code_own: {
    'zh-CN': '不能绑定自己的邀请码',
    'en-US': 'You cannot bind your own invite code',
    'zh-HK': '不能綁定自己的邀請碼',
    'ko-KR': '자신의 초대 코드는 바인딩할 수 없습니다',
    'ja-JP': '自分の招待コードは紐付けできません',
  },
  invite_code_unknown: {
    'zh-CN': '邀请码不存在',
    'en-US': 'This invite code does not exist',
    'zh-HK': '邀請碼不存在',
    'ko-KR': '존재하지 않는 초대 코드입니다',
    'ja-JP': 'この招待コードは存在しません',
  },
  already_bound: {
    'zh-CN': '您已绑定推荐人，不能重复绑定',
    'en-US': 'You already have a referrer',
    'zh-HK': '您已綁定推薦人，不能重複綁定',
    'ko-KR': '이미 추천인이 등록되어 있습니다',
    'ja-JP': 'すでに紹介者が登録されています',
  },
  invite_cycle: {
    'zh-CN': '不能绑定您邀请的下级用户',
    'en-US': 'You cannot bind to someone you invited',
    'zh-HK': '不能綁定您邀請的下級用戶',
    'ko-KR': '내가 초대한 사용자에게 바인딩할 수 없습니다',
    'ja-JP': '自分が招待したユーザーには紐付けできません',
  },
  invite_code_taken: {
    'zh-CN': '该邀请码已被使用，请换一个',
    'en-US': 'This invite code is taken, please choose another',
    'zh-HK': '該邀請碼已被使用，請換一個',
    'ko-KR': '이미 사용 중인 초대 코드입니다. 다른 코드를 선택하세요',
    'ja-JP': 'この招待コードは使用済みです。別のコードを選んでください',
  },
} satisfies Messages
