import type { Messages } from './types'

/** Replies every route may give: success and the generic refusals. */
export const commonMessages = {
  success: { 'zh-CN': '成功', 'en-US': 'Success', 'zh-HK': '成功', 'ko-KR': '성공', 'ja-JP': '成功しました' },
  invalid_request: {
    'zh-CN': '请求参数无效',
    'en-US': 'Invalid request',
    'zh-HK': '請求參數無效',
    'ko-KR': '잘못된 요청입니다',
    'ja-JP': 'リクエストが無効です',
  },
  not_signed_in: {
    'zh-CN': '请先连接钱包并登录',
    'en-US': 'Please connect your wallet and sign in',
    'zh-HK': '請先連接錢包並登入',
    'ko-KR': '먼저 지갑을 연결하고 로그인하세요',
    'ja-JP': 'ウォレットを接続してサインインしてください',
  },
  forbidden: {
    'zh-CN': '您没有执行此操作的权限',
    'en-US': 'You are not allowed to do this',
    'zh-HK': '您沒有執行此操作的權限',
    'ko-KR': '이 작업을 수행할 권한이 없습니다',
    'ja-JP': 'この操作を行う権限がありません',
  },
  not_found: {
    'zh-CN': '请求的内容不存在',
    'en-US': 'Not found',
    'zh-HK': '請求的內容不存在',
    'ko-KR': '찾을 수 없습니다',
    'ja-JP': '見つかりません',
  },
  too_many_requests: {
    'zh-CN': '请求过于频繁，请稍后再试',
    'en-US': 'Too many requests, please try again later',
    'zh-HK': '請求過於頻繁，請稍後再試',
    'ko-KR': '요청이 너무 많습니다. 잠시 후 다시 시도하세요',
    'ja-JP': 'リクエストが多すぎます。しばらくしてからもう一度お試しください',
  },
  server_error: {
    'zh-CN': '服务器错误，请稍后再试',
    'en-US': 'Server error, please try again later',
    'zh-HK': '伺服器錯誤，請稍後再試',
    'ko-KR': '서버 오류입니다. 잠시 후 다시 시도하세요',
    'ja-JP': 'サーバーエラーです。しばらくしてからもう一度お試しください',
  },
} satisfies Messages
