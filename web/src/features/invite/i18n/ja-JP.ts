import type { InviteTexts } from './zh-CN'

export const jaJP: InviteTexts = {
  banner: { title: '友達を招待', text: 'リンクを共有しましょう。友達が開いて署名するとあなたのチームに加わります' },
  link: {
    title: 'マイ招待リンク',
    copy: 'リンクをコピー',
    edit: '招待コードを変更',
    needReferrer: '先に紹介者を登録してください',
    bindFirst:
      '紹介者を登録すると招待リンクが作成されます。友達の招待リンクを開いて署名するか、ここに貼り付けてください。',
    bindFirstAction: '友達の招待リンクを入力',
  },
  recommender: { title: 'マイ紹介者', none: '紹介者が登録されていません', fill: '招待リンクを入力' },
  bind: {
    title: '招待リンクを入力',
    label: '招待リンク',
    placeholder: '友達の招待リンクを貼り付けてください',
    cancel: 'キャンセル',
    confirm: '確定',
    empty: '紹介者の招待リンクを入力してください',
    invalid: '無効な招待リンクです',
  },
  edit: {
    title: '招待コードを変更',
    label: '新しい招待コード',
    hint: '英数字 6〜16 文字。古いコードのリンクは使えなくなり、登録済みの友達はそのままです。',
    invalid: '招待コードは英数字 6〜16 文字です',
    done: '招待コードを変更しました',
  },
  zone: { title: 'エリア算力 (USDT)', max: '大エリア算力', other: '小エリア算力' },
  list: {
    title: 'マイ招待 ({{count}})',
    search: 'アドレスを検索',
    empty: '招待記録はまだありません',
    loadFailed: '読み込めませんでした。しばらくしてから再試行してください',
    pages: '招待リストのページ',
    prev: '前へ',
    next: '次へ',
    page: '{{page}} / {{total}} ページ',
  },
  connect: { text: 'ウォレットを接続すると招待リンクとチームが表示されます', button: 'ウォレットを接続' },
  loading: '読み込み中…',
}
