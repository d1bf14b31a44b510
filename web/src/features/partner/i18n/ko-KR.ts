import type { PartnerTexts } from './zh-CN'

export const koKR: PartnerTexts = {
  title: '파트너',
  vote: {
    title: 'Good 투표',
    text: 'Good을 스테이킹하고 50일 동안 500 Good을 나눕니다',
    button: '투표하기',
    figure: '전체 사용자 합계: {{amount}} {{symbol}} 투표됨',
  },
  product: {
    title: '파트너 상품',
    text: '생태계 파트너의 상품',
    button: '열기',
  },
  flywheel: {
    title: '플라이휠 프로토콜',
    text: '플라이휠 프로토콜 알아보기',
    button: '열기',
    figure: '전체: 바이백 {{usdt}} USDT · 생태계 지급 {{give}} USDT',
  },
  airdrop: {
    title: '데일리 에어드롭',
    text: 'GDT를 보유하고 매일 에어드롭을 받으세요',
    button: '수령하기',
    figure: '전체 사용자 오늘 {{claims}}회 수령',
  },
  external: '외부 사이트가 새 탭에서 열립니다',
}
