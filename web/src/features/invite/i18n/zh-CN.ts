export const zhCN = {
  banner: { title: '邀请好友', text: '分享您的邀请链接，好友打开并签名后即绑定在您的团队下' },
  link: {
    title: '我的邀请链接',
    copy: '复制链接',
    edit: '修改邀请码',
    needReferrer: '请先绑定推荐人',
    bindFirst: '绑定推荐人后才会生成您的邀请链接：打开好友的邀请链接并签名，或在此粘贴好友的邀请链接。',
    bindFirstAction: '填写好友的邀请链接',
  },
  recommender: { title: '我的推荐人', none: '未绑定推荐人', fill: '填写邀请链接' },
  bind: {
    title: '填写邀请链接',
    label: '邀请链接',
    placeholder: '粘贴好友的邀请链接',
    cancel: '取消',
    confirm: '确定',
    empty: '请填写推荐人邀请链接',
    invalid: '邀请链接无效',
  },
  edit: {
    title: '修改邀请码',
    label: '新邀请码',
    hint: '6 到 16 位字母或数字。修改后旧链接失效，已绑定的好友不受影响。',
    invalid: '邀请码须为 6 到 16 位字母或数字',
    done: '邀请码已修改',
  },
  zone: { title: '区域算力 (USDT)', max: '大区算力', other: '小区算力' },
  list: {
    title: '我的邀请 ({{count}})',
    search: '搜索地址',
    empty: '暂无邀请记录',
    loadFailed: '加载失败，请稍后重试',
    pages: '邀请列表分页',
    prev: '上一页',
    next: '下一页',
    page: '第 {{page}} / {{total}} 页',
  },
  connect: { text: '连接钱包后查看您的邀请链接和团队', button: '连接钱包' },
  loading: '加载中…',
}

export type InviteTexts = typeof zhCN
