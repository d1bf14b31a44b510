import type { Messages } from './types'

/** Sign-in and signed actions. */
export const authMessages = {
  siwe_malformed: {
    'zh-CN': '登录消息格式不正确',
    'en-US': 'The sign-in message is malformed',
    'zh-HK': '登入訊息格式不正確',
    'ko-KR': '로그인 메시지 형식이 올바르지 않습니다',
    'ja-JP': 'サインインメッセージの形式が正しくありません',
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
} satisfies Messages
