import type { MineRewardTexts } from './zh-CN'

export const koKR: MineRewardTexts = {
  gdt: {
    total: '누적 보상',
    share: '공유 보상',
    trade: '거래 보상',
    addition: '최근 일자 +{{amount}}',
    assetPack: '자산 팩',
    hashEntry: '거래 해시 입력',
    nothing:
      '아직 GDT 보상이 없습니다. 당사 라우터로 USDT 페어를 스왑하면 거래 보상을, 초대한 친구가 거래하면 공유 보상을 받습니다.',
    genesis: 'GDT 제네시스 카드',
    rewardPage: 'GDT 보상',
  },
  vgt: {
    total: 'VGT 누적 보상',
    nothing:
      '아직 VGT 보상이 없습니다. VGT는 VGT 자산 팩과 VGT 제네시스 카드에서 나오며, 거래와 공유는 VGT를 지급하지 않습니다.',
    genesis: 'VGT 제네시스 카드',
  },
  rules: {
    title: '보상 규칙',
    trade:
      '거래 보상: 하루 한 번 정산하며, 당사 라우터를 통한 스왑의 USDT 금액 × {{rate}} 를 GDT로 지급합니다. 주소당 하루 최대 {{cap}} GDT.',
    share: '공유 보상: 직접 초대한 친구의 당일 거래 보상의 {{rate}}, 매일 정산.',
    mining: '채굴 보상: 당사 팜에서 수확한 PHO × {{rate}} 를 GDT로 지급하며 매일 정산합니다.',
    pool: '각 보상은 자체 풀에서 지급됩니다. 풀이 하루치를 지급할 수 없으면 충전될 때까지 정산하지 않으므로 덜 지급되거나 두 번 지급되지 않습니다.',
    wallet:
      '거래 보상과 공유 보상은 비즈니스 수익이며 비즈니스 페이지에서 출금합니다. 채굴 보상과 화이트리스트 보상은 보상 지갑에 적립되며, GDT 보상 페이지에서 수령하면 사용할 수 있습니다.',
  },
  hash: {
    title: '거래 해시 입력',
    label: '거래 해시',
    placeholder: '0x…',
    check: '조회',
    address: '주소',
    acquirable: '획득 가능 수량',
    confirm: '확인',
    other: '이 스왑은 본인의 것이 아니므로 보상이 없습니다.',
    pending: '블록이 확정되면 반영됩니다.',
    settled: '{{day}} 에 정산되어 비즈니스 수익에 반영되었습니다.',
    credit: '이 스왑은 다음 일일 정산(UTC 00:00 직후)에 비즈니스 수익(구매 보상)으로 반영됩니다.',
  },
  genesis: {
    reward: '수령 가능 보상',
    addition: '최근 추가',
    claimed: '수령함',
    claim: '수령',
    nothing:
      '제네시스 카드 보상이 없습니다. 운영자가 명단의 창립 멤버에게 지급하며, 수령하면 보상 지갑으로 들어갑니다.',
  },
  reward: {
    whiteList: '화이트리스트 보상',
    starCard: '스타 카드 보상',
    mining: '채굴 보상',
    increment: '+{{amount}}',
    claimable: '수령 대기',
    claim: '보상 지갑으로 수령',
    starCardNote:
      '스타 카드 GDT는 도달한 각 스타 등급마다 한 번 지급되는 선물로, 보상 지갑의 사용 가능 GDT에 바로 들어갑니다(수령 대기에 포함되지 않음). 채굴 보상은 당사 팜에서의 수확에서 나옵니다.',
  },
  business: {
    totalShare: '공유 보상 (누적)',
    yesterdayShare: '어제 공유 보상',
    totalBuy: '구매 보상 (누적)',
    yesterdayBuy: '어제 구매 보상',
    usable: '사용 가능한 비즈니스 수익',
    noUsable: '아직 출금할 비즈니스 수익이 없습니다. 새 보상은 일일 정산 후 반영됩니다.',
    withdraw: '출금',
    verify: '거래 해시 확인',
    note: '구매 보상은 당사 라우터를 통한 스왑의 거래 보상입니다. 공유 보상과 구매 보상은 비즈니스 수익으로, 보상 지갑과 별도로 보관되며 서명한 비즈니스 출금으로 온체인 지갑에 도착합니다.',
    nothing: '아직 비즈니스 보상이 없습니다. 당사 라우터로 스왑하거나 거래하는 친구를 초대하세요.',
    bills: '비즈니스 수익 내역',
    billsEmpty: '아직 비즈니스 수익 내역이 없습니다. 공유 보상과 구매 보상은 매일 정산 후 여기에 기록됩니다.',
  },
  gate: { connect: '지갑을 연결하면 보상을 볼 수 있습니다', signIn: '로그인하면 보상을 볼 수 있습니다' },
}
