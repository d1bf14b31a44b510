import type { MemberTexts } from './zh-CN'

export const koKR: MemberTexts = {
  myLevel: '나의 멤버십 등급',
  myTvl: '나의 유동성 가치',
  none: '없음',
  levelsTitle: '멤버십 등급',
  levels: { bronze: '브론즈', silver: '실버', gold: '골드', diamond: '다이아몬드' },
  stake: '스테이킹하여 멤버십 받기',
  buy: '받기 / 업그레이드',
  connect: '지갑 연결',
  notOpen: '멤버십 구매는 아직 열리지 않았습니다. 등급은 안내용으로 표시됩니다.',
}
