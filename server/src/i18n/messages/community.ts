import type { Messages } from './types'

/**
 * Refusals of the Good vote's reward withdrawal and of the airdrop (docs/decisions/0050-good-vote.md,
 * 0052-airdrop.md).
 */
export const communityMessages = {
  vote_unavailable: {
    'zh-CN': '该网络暂无投票活动',
    'en-US': 'There is no vote on this network',
    'zh-HK': '該網絡暫無投票活動',
    'ko-KR': '이 네트워크에는 투표가 없습니다',
    'ja-JP': 'このネットワークには投票がありません',
  },
  vote_nothing_earned: {
    'zh-CN': '暂无可领取的收益',
    'en-US': 'There is no earned reward to collect',
    'zh-HK': '暫無可領取的收益',
    'ko-KR': '수령할 수익이 없습니다',
    'ja-JP': '受け取れる報酬がありません',
  },
  vote_tx_not_reward: {
    'zh-CN': '该交易不是你的投票收益领取',
    'en-US': 'This transaction is not your vote reward collection',
    'zh-HK': '該交易不是你的投票收益領取',
    'ko-KR': '이 거래는 본인의 투표 보상 수령이 아닙니다',
    'ja-JP': 'この取引はあなたの投票報酬の受け取りではありません',
  },
  vote_withdraw_unknown: {
    'zh-CN': '领取记录不存在',
    'en-US': 'No such withdraw record',
    'zh-HK': '領取記錄不存在',
    'ko-KR': '해당 수령 기록이 없습니다',
    'ja-JP': 'その受け取り記録はありません',
  },
  vote_tx_not_found: {
    'zh-CN': '链上尚未找到该交易，请稍后再试',
    'en-US': 'The transaction is not on chain yet; try again shortly',
    'zh-HK': '鏈上尚未找到該交易，請稍後再試',
    'ko-KR': '체인에서 거래를 아직 찾을 수 없습니다. 잠시 후 다시 시도하세요',
    'ja-JP': 'チェーン上にまだ取引が見つかりません。しばらくしてから再試行してください',
  },
  vote_tx_counted: {
    'zh-CN': '该交易已计入另一条领取记录',
    'en-US': 'This transaction is already counted for another withdraw record',
    'zh-HK': '該交易已計入另一條領取記錄',
    'ko-KR': '이 거래는 이미 다른 수령 기록에 반영되었습니다',
    'ja-JP': 'この取引はすでに別の受け取り記録に計上されています',
  },
  airdrop_no_reward: {
    'zh-CN': '暂无奖励',
    'en-US': 'No reward',
    'zh-HK': '暫無獎勵',
    'ko-KR': '보상이 없습니다',
    'ja-JP': '報酬はありません',
  },
  airdrop_below_standard: {
    'zh-CN': '未达到评估标准：今日 00:00 (UTC) 时持有的 GDT 不足要求数量',
    'en-US': 'Below the evaluation standard: the GDT you held at 00:00 UTC today is under the required holding',
    'zh-HK': '未達到評估標準：今日 00:00 (UTC) 時持有的 GDT 不足要求數量',
    'ko-KR': '평가 기준에 미달합니다: 오늘 00:00 (UTC)에 보유한 GDT가 요구 수량보다 적습니다',
    'ja-JP': '評価基準に達していません：本日 00:00 (UTC) 時点の GDT 保有量が必要量に足りません',
  },
  airdrop_snapshot_pending: {
    'zh-CN': '今日 00:00 (UTC) 的持仓快照尚未在链上确认，请几分钟后再领取',
    'en-US': "Today's 00:00 UTC holding is not yet confirmed on chain; claim again in a few minutes",
    'zh-HK': '今日 00:00 (UTC) 的持倉快照尚未在鏈上確認，請幾分鐘後再領取',
    'ko-KR': '오늘 00:00 (UTC) 보유량이 아직 체인에서 확정되지 않았습니다. 몇 분 후 다시 수령하세요',
    'ja-JP': '本日 00:00 (UTC) 時点の保有量はまだチェーン上で確定していません。数分後に再度お受け取りください',
  },
  airdrop_claimed_today: {
    'zh-CN': '今日已领取，请明天再来',
    'en-US': 'Already claimed today; come back tomorrow',
    'zh-HK': '今日已領取，請明天再來',
    'ko-KR': '오늘은 이미 수령했습니다. 내일 다시 오세요',
    'ja-JP': '本日は受け取り済みです。明日またお越しください',
  },
  airdrop_pool_empty: {
    'zh-CN': '今日空投已发完',
    'en-US': "Today's airdrop has run out",
    'zh-HK': '今日空投已發完',
    'ko-KR': '오늘의 에어드롭이 모두 소진되었습니다',
    'ja-JP': '本日のエアドロップは終了しました',
  },
  community_unavailable: {
    'zh-CN': '该网络暂无社区质押',
    'en-US': 'There is no community stake on this network',
    'zh-HK': '該網絡暫無社區質押',
    'ko-KR': '이 네트워크에는 커뮤니티 스테이킹이 없습니다',
    'ja-JP': 'このネットワークにはコミュニティステークがありません',
  },
  community_tx_not_stake: {
    'zh-CN': '该交易不是你的社区质押',
    'en-US': 'This transaction is not your community stake',
    'zh-HK': '該交易不是你的社區質押',
    'ko-KR': '이 거래는 본인의 커뮤니티 스테이킹이 아닙니다',
    'ja-JP': 'この取引はあなたのコミュニティステークではありません',
  },
  congress_unavailable: {
    'zh-CN': '该网络暂无 PHO-USDT 池，无法计算国会数据',
    'en-US': 'This network has no PHO-USDT pool to value the congress figures',
    'zh-HK': '該網絡暫無 PHO-USDT 池，無法計算國會數據',
    'ko-KR': '이 네트워크에는 의회 수치를 계산할 PHO-USDT 풀이 없습니다',
    'ja-JP': 'このネットワークには議会の数値を算出する PHO-USDT プールがありません',
  },
  member_buy_not_open: {
    'zh-CN': '会员购买暂未开放',
    'en-US': 'Membership purchase is not open',
    'zh-HK': '會員購買暫未開放',
    'ko-KR': '멤버십 구매는 아직 열리지 않았습니다',
    'ja-JP': 'メンバーシップの購入はまだ開始していません',
  },
} satisfies Messages
