import type { Messages } from './types'

/**
 * Refusals of the equity pool's claim and of the operator's star thresholds (docs/decisions/0069-star-cards.md,
 * 0070-equity-pool.md).
 */
export const equityMessages = {
  // The spec's nothing-to-claim toast (swap162).
  equity_nothing_to_claim: {
    'zh-CN': '暂无可领取',
    'en-US': 'Nothing to claim',
    'zh-HK': '暫無可領取',
    'ko-KR': '수령할 금액이 없습니다',
    'ja-JP': '受け取れるものがありません',
  },
  star_thresholds_invalid: {
    'zh-CN': '星级门槛须为五个等级，且每级不低于上一级',
    'en-US': 'Star thresholds must be five levels, none easier than the one below',
    'zh-HK': '星級門檻須為五個等級，且每級不低於上一級',
    'ko-KR': '스타 기준은 5단계여야 하며 각 단계는 아래 단계보다 낮을 수 없습니다',
    'ja-JP': 'スター基準は5段階で、各段階は下の段階より低くできません',
  },
} satisfies Messages
