import type { Messages } from './types'

/** Liquidity mining. */
export const miningMessages = {
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
} satisfies Messages
