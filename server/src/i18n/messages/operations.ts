import type { Messages } from './types'

/** Replies about the service itself: a chain that cannot be reached, readiness, settlement jobs. */
export const operationsMessages = {
  chain_unavailable: {
    'zh-CN': '暂时无法连接区块链网络，请稍后再试',
    'en-US': 'The blockchain network cannot be reached right now, please try again later',
    'zh-HK': '暫時無法連接區塊鏈網絡，請稍後再試',
    'ko-KR': '지금은 블록체인 네트워크에 연결할 수 없습니다. 잠시 후 다시 시도하세요',
    'ja-JP': '現在ブロックチェーンネットワークに接続できません。しばらくしてからもう一度お試しください',
  },
  not_ready: {
    'zh-CN': '服务尚未就绪',
    'en-US': 'The service is not ready',
    'zh-HK': '服務尚未就緒',
    'ko-KR': '서비스가 아직 준비되지 않았습니다',
    'ja-JP': 'サービスの準備ができていません',
  },
  job_running: {
    'zh-CN': '该任务正在其他实例上运行，请稍后再试',
    'en-US': 'This job is running elsewhere, please try again later',
    'zh-HK': '該任務正在其他實例上運行，請稍後再試',
    'ko-KR': '이 작업은 다른 곳에서 실행 중입니다. 잠시 후 다시 시도하세요',
    'ja-JP': 'このジョブは別の場所で実行中です。しばらくしてからもう一度お試しください',
  },
  operator_signature_required: {
    'zh-CN': '此项更改需要操作员钱包签名',
    'en-US': 'This change needs the operator wallet signature',
    'zh-HK': '此項更改需要操作員錢包簽名',
    'ko-KR': '이 변경에는 운영자 지갑 서명이 필요합니다',
    'ja-JP': 'この変更にはオペレーターのウォレット署名が必要です',
  },
} satisfies Messages
