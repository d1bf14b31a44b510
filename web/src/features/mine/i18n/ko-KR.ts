import type { MineTexts } from './zh-CN'

export const koKR: MineTexts = {
  tabs: { PHO: 'PHO', GDT: 'GDT', VGT: 'VGT' },
  pho: {
    star: '스타 등급',
    noStar: '아직 등급이 없습니다',
    validDirect: '유효 직추천',
    teamValid: '팀 유효 주소',
    balance: 'PHO 잔액',
    distribution: '누적 배당',
  },
  rules: {
    title: '안내',
    items: {
      r1: '유효 주소: 본인 유동성(당사 페어 LP와 팜 스테이킹, 현재 리저브 기준 USDT 환산)이 {{valid}} USDT 이상.',
      r2: '모든 수치는 체인에서 읽고 추천 트리로 계산합니다. 브라우저 보고는 서버가 더 빨리 읽게 할 뿐입니다.',
      r3: '1성: 본인 유동성 {{own}} USDT, 팀 유동성 {{team}} USDT, 유효 직추천 {{direct}}명, 100명 이상 라인 {{lines}}개 이상에 팀 유효 주소 {{teamValid}}개.',
      r4: '2~5성: 본인 유동성 {{upperOwn}} USDT, 팀 유동성 {{upperTeam}} USDT, 팀 유효 주소 {{upperTeamValid}}개, 유효 직추천 {{upperDirect}}명, 라인 {{upperLines}}개.',
      r5: '등급은 조건에 따라 자동으로 오르내리며, 스타 카드는 전 세계 최대 1680장입니다.',
      r6: '등급별 선물(1000, 2000, 5000, 10000, 50000 GDT)은 사용자와 등급마다 한 번만 지급됩니다.',
    },
  },
  gate: {
    connect: '지갑을 연결하면 스타 등급과 보상을 볼 수 있습니다',
    signIn: '로그인하면 스타 등급과 보상을 볼 수 있습니다',
  },
  loading: '불러오는 중…',
}
