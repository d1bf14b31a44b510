import type { Messages } from './types'

/** Group-buy markets GG and VG (spec 001 section 5: swap384 no coupon, coin + swap392, swap390 zero). */
export const groupsMessages = {
  group_no_coupon: {
    'zh-CN': '没有团长券',
    'en-US': 'No leader coupon',
    'zh-HK': '沒有團長券',
    'ko-KR': '리더 쿠폰이 없습니다',
    'ja-JP': 'リーダークーポンがありません',
  },
  group_exchange_zero: {
    'zh-CN': '兑换数量不能为 0',
    'en-US': 'Exchange quantity cannot be 0',
    'zh-HK': '兌換數量不能為 0',
    'ko-KR': '교환 수량은 0일 수 없습니다',
    'ja-JP': '交換数量を 0 にはできません',
  },
  group_gdt_short: {
    'zh-CN': 'GDT 不足',
    'en-US': 'GDT insufficient',
    'zh-HK': 'GDT 不足',
    'ko-KR': 'GDT 부족',
    'ja-JP': 'GDT 不足',
  },
  group_vgt_short: {
    'zh-CN': 'VGT 不足',
    'en-US': 'VGT insufficient',
    'zh-HK': 'VGT 不足',
    'ko-KR': 'VGT 부족',
    'ja-JP': 'VGT 不足',
  },
  group_gdb_short: {
    'zh-CN': 'GDB 不足',
    'en-US': 'GDB insufficient',
    'zh-HK': 'GDB 不足',
    'ko-KR': 'GDB 부족',
    'ja-JP': 'GDB 不足',
  },
  group_vgb_short: {
    'zh-CN': 'VGB 不足',
    'en-US': 'VGB insufficient',
    'zh-HK': 'VGB 不足',
    'ko-KR': 'VGB 부족',
    'ja-JP': 'VGB 不足',
  },
  group_expired: {
    'zh-CN': '该团已过截止时间',
    'en-US': 'This group is past its deadline',
    'zh-HK': '該團已過截止時間',
    'ko-KR': '이 그룹은 마감 시간이 지났습니다',
    'ja-JP': 'このグループは締め切りを過ぎています',
  },
  group_unknown: {
    'zh-CN': '没有这个团号',
    'en-US': 'No group with this number',
    'zh-HK': '沒有這個團號',
    'ko-KR': '이 번호의 그룹이 없습니다',
    'ja-JP': 'この番号のグループはありません',
  },
  group_full: {
    'zh-CN': '该团已满员，您的资金未被扣除',
    'en-US': 'This group is full; nothing was charged',
    'zh-HK': '該團已滿員，您的資金未被扣除',
    'ko-KR': '이 그룹은 가득 찼습니다. 결제되지 않았습니다',
    'ja-JP': 'このグループは満員です。支払いは行われていません',
  },
  group_joined: {
    'zh-CN': '您已在该团中',
    'en-US': 'You are already in this group',
    'zh-HK': '您已在該團中',
    'ko-KR': '이미 이 그룹에 참여했습니다',
    'ja-JP': 'このグループには参加済みです',
  },
  group_ended: {
    'zh-CN': '该团已结束',
    'en-US': 'This group has ended',
    'zh-HK': '該團已結束',
    'ko-KR': '이 그룹은 종료되었습니다',
    'ja-JP': 'このグループは終了しました',
  },
} satisfies Messages
