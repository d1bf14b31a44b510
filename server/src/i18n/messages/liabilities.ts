import type { Messages } from './types'

/** Proof of liabilities (docs/proof-of-liabilities.md). */
export const liabilitiesMessages = {
  liabilities_none: {
    'zh-CN': '该链上的此币种尚未公布负债快照',
    'en-US': 'No liabilities snapshot of this coin has been published on this chain yet',
    'zh-HK': '該鏈上的此幣種尚未公佈負債快照',
    'ko-KR': '이 체인에서 이 코인의 부채 스냅샷이 아직 공개되지 않았습니다',
    'ja-JP': 'このチェーンでこのコインの負債スナップショットはまだ公開されていません',
  },
  liabilities_not_included: {
    'zh-CN': '您的账户不在最新快照中：快照时该币种余额为 0（或有欠款）',
    'en-US': 'Your account is not in the latest snapshot: it held none of this coin (or owed a debt) at the snapshot',
    'zh-HK': '您的賬戶不在最新快照中：快照時該幣種餘額為 0（或有欠款）',
    'ko-KR': '계정이 최신 스냅샷에 없습니다: 스냅샷 시점에 이 코인 잔액이 0이었거나 부채가 있었습니다',
    'ja-JP':
      'アカウントは最新のスナップショットに含まれていません：その時点でこのコインの残高が 0（または負債あり）でした',
  },
  liabilities_publisher_unset: {
    'zh-CN': '未设置 LIABILITIES_PUBLISHER_KEY，无法公布负债',
    'en-US': 'LIABILITIES_PUBLISHER_KEY is not set: liabilities cannot be published',
    'zh-HK': '未設置 LIABILITIES_PUBLISHER_KEY，無法公佈負債',
    'ko-KR': 'LIABILITIES_PUBLISHER_KEY가 설정되지 않아 부채를 공개할 수 없습니다',
    'ja-JP': 'LIABILITIES_PUBLISHER_KEY が設定されていないため、負債を公開できません',
  },
} satisfies Messages
