import type { InviteTexts } from './zh-CN'

export const zhHK: InviteTexts = {
  banner: { title: '邀請好友', text: '分享您的邀請鏈接，好友打開並簽名後即綁定在您的團隊下' },
  link: {
    title: '我的邀請鏈接',
    copy: '複製鏈接',
    edit: '修改邀請碼',
    needReferrer: '請先綁定推薦人',
    bindFirst: '綁定推薦人後才會生成您的邀請鏈接：打開好友的邀請鏈接並簽名，或在此貼上好友的邀請鏈接。',
    bindFirstAction: '填寫好友的邀請鏈接',
  },
  recommender: { title: '我的推薦人', none: '未綁定推薦人', fill: '填寫邀請鏈接' },
  bind: {
    title: '填寫邀請鏈接',
    label: '邀請鏈接',
    placeholder: '貼上好友的邀請鏈接',
    cancel: '取消',
    confirm: '確定',
    empty: '請填寫推薦人邀請鏈接',
    invalid: '邀請鏈接無效',
  },
  edit: {
    title: '修改邀請碼',
    label: '新邀請碼',
    hint: '6 到 16 位字母或數字。修改後舊鏈接失效，已綁定的好友不受影響。',
    invalid: '邀請碼須為 6 到 16 位字母或數字',
    done: '邀請碼已修改',
  },
  zone: { title: '區域算力 (USDT)', max: '大區算力', other: '小區算力' },
  list: {
    title: '我的邀請 ({{count}})',
    search: '搜尋地址',
    empty: '暫無邀請記錄',
    loadFailed: '載入失敗，請稍後重試',
    pages: '邀請列表分頁',
    prev: '上一頁',
    next: '下一頁',
    page: '第 {{page}} / {{total}} 頁',
  },
  connect: { text: '連接錢包後查看您的邀請鏈接和團隊', button: '連接錢包' },
  loading: '載入中…',
}
