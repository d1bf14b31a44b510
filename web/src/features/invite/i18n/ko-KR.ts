import type { InviteTexts } from './zh-CN'

export const koKR: InviteTexts = {
  banner: { title: '친구 초대', text: '링크를 공유하세요. 친구가 열고 서명하면 내 팀에 연결됩니다' },
  link: {
    title: '내 초대 링크',
    copy: '링크 복사',
    edit: '초대 코드 변경',
    needReferrer: '먼저 추천인을 연결하세요',
    bindFirst: '추천인을 연결해야 내 초대 링크가 생성됩니다. 친구의 초대 링크를 열고 서명하거나 여기에 붙여 넣으세요.',
    bindFirstAction: '친구의 초대 링크 입력',
  },
  recommender: { title: '내 추천인', none: '연결된 추천인이 없습니다', fill: '초대 링크 입력' },
  bind: {
    title: '초대 링크 입력',
    label: '초대 링크',
    placeholder: '친구의 초대 링크를 붙여 넣으세요',
    cancel: '취소',
    confirm: '확인',
    empty: '추천인 초대 링크를 입력하세요',
    invalid: '유효하지 않은 초대 링크입니다',
  },
  edit: {
    title: '초대 코드 변경',
    label: '새 초대 코드',
    hint: '영문자 또는 숫자 6~16자. 이전 코드의 링크는 더 이상 작동하지 않으며 이미 연결된 친구는 유지됩니다.',
    invalid: '초대 코드는 영문자 또는 숫자 6~16자입니다',
    done: '초대 코드가 변경되었습니다',
  },
  zone: { title: '구역 연산력 (USDT)', max: '대구역 연산력', other: '소구역 연산력' },
  list: {
    title: '내 초대 ({{count}})',
    search: '주소 검색',
    empty: '초대 기록이 없습니다',
    loadFailed: '불러오지 못했습니다. 잠시 후 다시 시도하세요',
    pages: '초대 목록 페이지',
    prev: '이전',
    next: '다음',
    page: '{{page}} / {{total}} 페이지',
  },
  connect: { text: '지갑을 연결하면 초대 링크와 팀을 볼 수 있습니다', button: '지갑 연결' },
  loading: '불러오는 중…',
}
