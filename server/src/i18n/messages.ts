import type { ErrorKey } from '@phoswap/core/api/errorCodes'
import type { Language } from '@phoswap/core/api/language'

export type MessageKey = ErrorKey | 'success'

/** Every message the server sends, in every language of the spec (a test checks none is missing). */
export const MESSAGES: Record<MessageKey, Record<Language, string>> = {
  success: { 'zh-CN': '成功', 'en-US': 'Success', 'zh-HK': '成功', 'ko-KR': '성공', 'ja-JP': '成功しました' },
  invalid_request: {
    'zh-CN': '请求参数无效',
    'en-US': 'Invalid request',
    'zh-HK': '請求參數無效',
    'ko-KR': '잘못된 요청입니다',
    'ja-JP': 'リクエストが無効です',
  },
  siwe_malformed: {
    'zh-CN': '登录消息格式不正确',
    'en-US': 'The sign-in message is malformed',
    'zh-HK': '登入訊息格式不正確',
    'ko-KR': '로그인 메시지 형식이 올바르지 않습니다',
    'ja-JP': 'サインインメッセージの形式が正しくありません',
  },
  invite_code_own: {
    'zh-CN': '不能绑定自己的邀请码',
    'en-US': 'You cannot bind your own invite code',
    'zh-HK': '不能綁定自己的邀請碼',
    'ko-KR': '자신의 초대 코드는 바인딩할 수 없습니다',
    'ja-JP': '自分の招待コードは紐付けできません',
  },
  lp_tx_not_deposit: {
    'zh-CN': '该交易不是向 PHO-USDT 矿池的质押',
    'en-US': 'This transaction is not a deposit into the PHO-USDT pool',
    'zh-HK': '該交易不是向 PHO-USDT 礦池的質押',
    'ko-KR': '이 거래는 PHO-USDT 풀에 대한 예치가 아닙니다',
    'ja-JP': 'この取引は PHO-USDT プールへの預け入れではありません',
  },
  lp_tx_failed: {
    'zh-CN': '该交易在链上执行失败',
    'en-US': 'This transaction failed on chain',
    'zh-HK': '該交易在鏈上執行失敗',
    'ko-KR': '이 거래는 체인에서 실패했습니다',
    'ja-JP': 'この取引はチェーン上で失敗しました',
  },
  mining_unavailable: {
    'zh-CN': '该网络暂无挖矿合约',
    'en-US': 'Mining is not available on this network',
    'zh-HK': '該網絡暫無挖礦合約',
    'ko-KR': '이 네트워크에서는 마이닝을 사용할 수 없습니다',
    'ja-JP': 'このネットワークではマイニングを利用できません',
  },
  lp_tx_other_user: {
    'zh-CN': '该质押不是由当前账户发起的',
    'en-US': 'This deposit was made by another account',
    'zh-HK': '該質押不是由當前賬戶發起的',
    'ko-KR': '이 예치는 다른 계정에서 이루어졌습니다',
    'ja-JP': 'この預け入れは別のアカウントによるものです',
  },
  lp_tx_not_found: {
    'zh-CN': '链上暂未找到该交易，请稍后重试',
    'en-US': 'The transaction is not on chain yet, please try again in a few seconds',
    'zh-HK': '鏈上暫未找到該交易，請稍後重試',
    'ko-KR': '아직 체인에서 거래를 찾을 수 없습니다. 잠시 후 다시 시도하세요',
    'ja-JP': 'まだチェーン上で取引が見つかりません。しばらくしてからもう一度お試しください',
  },
  not_signed_in: {
    'zh-CN': '请先连接钱包并登录',
    'en-US': 'Please connect your wallet and sign in',
    'zh-HK': '請先連接錢包並登入',
    'ko-KR': '먼저 지갑을 연결하고 로그인하세요',
    'ja-JP': 'ウォレットを接続してサインインしてください',
  },
  nonce_unknown: {
    'zh-CN': '签名请求无效，请重试',
    'en-US': 'Unknown signing request, please try again',
    'zh-HK': '簽名請求無效，請重試',
    'ko-KR': '알 수 없는 서명 요청입니다. 다시 시도하세요',
    'ja-JP': '不明な署名リクエストです。もう一度お試しください',
  },
  nonce_used: {
    'zh-CN': '该签名已使用，请重新签名',
    'en-US': 'This signature was already used, please sign again',
    'zh-HK': '該簽名已使用，請重新簽名',
    'ko-KR': '이미 사용된 서명입니다. 다시 서명하세요',
    'ja-JP': 'この署名は使用済みです。もう一度署名してください',
  },
  nonce_expired: {
    'zh-CN': '签名请求已过期，请重试',
    'en-US': 'The signing request expired, please try again',
    'zh-HK': '簽名請求已過期，請重試',
    'ko-KR': '서명 요청이 만료되었습니다. 다시 시도하세요',
    'ja-JP': '署名リクエストの有効期限が切れました。もう一度お試しください',
  },
  domain_not_accepted: {
    'zh-CN': '登录消息的域名不受信任',
    'en-US': 'The sign-in message is for another site',
    'zh-HK': '登入訊息的網域不受信任',
    'ko-KR': '로그인 메시지가 다른 사이트용입니다',
    'ja-JP': 'サインインメッセージは別のサイト向けです',
  },
  chain_not_supported: {
    'zh-CN': '不支持该网络，请切换到正确的网络',
    'en-US': 'This network is not supported, please switch to a supported network',
    'zh-HK': '不支援該網絡，請切換到正確的網絡',
    'ko-KR': '지원되지 않는 네트워크입니다. 올바른 네트워크로 전환하세요',
    'ja-JP': 'このネットワークはサポートされていません。正しいネットワークに切り替えてください',
  },
  message_time_invalid: {
    'zh-CN': '登录消息的时间无效，请检查设备时间后重试',
    'en-US': 'The sign-in message time is not valid; check your device clock and try again',
    'zh-HK': '登入訊息的時間無效，請檢查裝置時間後重試',
    'ko-KR': '로그인 메시지 시간이 유효하지 않습니다. 기기 시간을 확인한 후 다시 시도하세요',
    'ja-JP': 'サインインメッセージの時刻が無効です。端末の時計を確認してもう一度お試しください',
  },
  signature_invalid: {
    'zh-CN': '签名验证失败',
    'en-US': 'Signature verification failed',
    'zh-HK': '簽名驗證失敗',
    'ko-KR': '서명 검증에 실패했습니다',
    'ja-JP': '署名の検証に失敗しました',
  },
  address_mismatch: {
    'zh-CN': '当前登录的钱包地址与请求不符，请重新登录',
    'en-US': 'The signed-in wallet does not match this address, please sign in again',
    'zh-HK': '目前登入的錢包地址與請求不符，請重新登入',
    'ko-KR': '로그인한 지갑 주소가 요청과 일치하지 않습니다. 다시 로그인하세요',
    'ja-JP': 'サインイン中のウォレットがこのアドレスと一致しません。もう一度サインインしてください',
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
  notice_language_exists: {
    'zh-CN': '该公告已有此语言的版本',
    'en-US': 'This notice already has a version in that language',
    'zh-HK': '該公告已有此語言的版本',
    'ko-KR': '이 공지에는 이미 해당 언어 버전이 있습니다',
    'ja-JP': 'このお知らせにはすでにその言語の版があります',
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
}

export function translate(key: MessageKey, language: Language): string {
  return MESSAGES[key][language]
}
