import type { MemberTexts } from './zh-CN'

export const zhHK: MemberTexts = {
  myLevel: '我的會員等級',
  myTvl: '我的流動性價值',
  none: '暫無',
  levelsTitle: '會員等級',
  levels: { bronze: '青銅', silver: '白銀', gold: '黃金', diamond: '鑽石' },
  stake: '質押即可領取會員',
  buy: '領取 / 升級',
  connect: '連接錢包',
  notOpen: '會員購買暫未開放，當前僅展示等級。',
}
