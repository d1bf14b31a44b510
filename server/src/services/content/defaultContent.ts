import { LANGUAGES, type Language } from '@phoswap/core/api/language'
import { feeTextValues } from '@phoswap/core/fees'

export interface DefaultNotice {
  author: string
  text: Record<Language, { title: string; remark: string; description: string }>
}

/** The fee figures of the fees notice: the contracts' own (core/src/fees). */
const fees = feeTextValues()

/** The sandbox's notices (SEED_CONTENT=1), oldest first: launch, fees, mining. */
export const DEFAULT_NOTICES: DefaultNotice[] = [
  {
    author: 'PhoSwap',
    text: {
      'zh-CN': {
        title: 'PhoSwap 正式上线',
        remark: '<p>兑换、流动性与挖矿，一站完成。</p>',
        description:
          '<p>PhoSwap 今日在 OKT Chain、Polygon 与 BSC 上线。连接钱包即可兑换代币、提供流动性并参与挖矿。</p><ul><li>自有路由与工厂合约，兼容 Uniswap V2 接口</li><li>支持 EIP-6963 浏览器钱包</li><li>五种界面语言</li></ul><p>感谢每一位早期用户的支持！</p>',
      },
      'en-US': {
        title: 'PhoSwap is live',
        remark: '<p>Swap, pool and mine in one place.</p>',
        description:
          '<p>PhoSwap launches today on OKT Chain, Polygon and BSC. Connect your wallet to swap tokens, provide liquidity and join mining.</p><ul><li>Our own router and factory, compatible with the Uniswap V2 interface</li><li>Works with EIP-6963 browser wallets</li><li>Five interface languages</li></ul><p>Thank you to every early user!</p>',
      },
      'zh-HK': {
        title: 'PhoSwap 正式上線',
        remark: '<p>兌換、流動性與挖礦，一站完成。</p>',
        description:
          '<p>PhoSwap 今日於 OKT Chain、Polygon 及 BSC 上線。連接錢包即可兌換代幣、提供流動性並參與挖礦。</p><ul><li>自有路由與工廠合約，相容 Uniswap V2 介面</li><li>支援 EIP-6963 瀏覽器錢包</li><li>五種介面語言</li></ul><p>感謝每一位早期用戶的支持！</p>',
      },
      'ko-KR': {
        title: 'PhoSwap 정식 출시',
        remark: '<p>스왑, 유동성, 채굴을 한 곳에서.</p>',
        description:
          '<p>PhoSwap이 오늘 OKT Chain, Polygon, BSC에 출시되었습니다. 지갑을 연결하고 토큰 스왑, 유동성 공급, 채굴에 참여하세요.</p><ul><li>Uniswap V2 인터페이스와 호환되는 자체 라우터와 팩토리</li><li>EIP-6963 브라우저 지갑 지원</li><li>5개 언어 지원</li></ul><p>초기 사용자 여러분께 감사드립니다!</p>',
      },
      'ja-JP': {
        title: 'PhoSwap 正式リリース',
        remark: '<p>スワップ、流動性提供、マイニングをひとつの場所で。</p>',
        description:
          '<p>PhoSwap は本日、OKT Chain・Polygon・BSC でリリースされました。ウォレットを接続して、トークンのスワップ、流動性の提供、マイニングに参加できます。</p><ul><li>Uniswap V2 インターフェース互換の独自ルーターとファクトリー</li><li>EIP-6963 ブラウザウォレットに対応</li><li>5 言語に対応</li></ul><p>初期ユーザーの皆さまに感謝いたします。</p>',
      },
    },
  },
  {
    author: 'PhoSwap',
    text: {
      'zh-CN': {
        title: '交易手续费说明',
        remark: '<p>每笔买入与卖出的手续费分配。</p>',
        description: `<p>每笔兑换收取 ${fees.pairFee} 的手续费，全部留在流动性池中归流动性提供者所有。</p><p>PHO 每笔买入与卖出另按以下比例分配：</p><ul><li>${fees.taxLiquidity} 流动性提供者分红</li><li>${fees.taxEquity} 权益卡分红</li><li>${fees.taxBurn} 销毁进入底池（LP 销毁）</li><li>${fees.taxEcosystem} 生态建设</li></ul>`,
      },
      'en-US': {
        title: 'How trading fees work',
        remark: '<p>Where the fee of every buy and sell goes.</p>',
        description: `<p>Every swap pays a ${fees.pairFee} fee that stays in the pool for its liquidity providers.</p><p>Each buy and sell of PHO is further split as follows:</p><ul><li>${fees.taxLiquidity} to liquidity-provider dividends</li><li>${fees.taxEquity} to equity-card dividends</li><li>${fees.taxBurn} burned into the pool (LP burn)</li><li>${fees.taxEcosystem} to ecosystem construction</li></ul>`,
      },
      'zh-HK': {
        title: '交易手續費說明',
        remark: '<p>每筆買入與賣出的手續費分配。</p>',
        description: `<p>每筆兌換收取 ${fees.pairFee} 的手續費，全部留在流動性池中歸流動性提供者所有。</p><p>PHO 每筆買入與賣出另按以下比例分配：</p><ul><li>${fees.taxLiquidity} 流動性提供者分紅</li><li>${fees.taxEquity} 權益卡分紅</li><li>${fees.taxBurn} 銷毀進入底池（LP 銷毀）</li><li>${fees.taxEcosystem} 生態建設</li></ul>`,
      },
      'ko-KR': {
        title: '거래 수수료 안내',
        remark: '<p>매수와 매도 수수료의 배분.</p>',
        description: `<p>모든 스왑에는 ${fees.pairFee}의 수수료가 부과되며, 이는 유동성 공급자를 위해 풀에 남습니다.</p><p>PHO의 매수와 매도는 추가로 다음과 같이 배분됩니다.</p><ul><li>${fees.taxLiquidity} 유동성 공급자 배당</li><li>${fees.taxEquity} 지분 카드 배당</li><li>${fees.taxBurn} 풀로 소각(LP 소각)</li><li>${fees.taxEcosystem} 생태계 구축</li></ul>`,
      },
      'ja-JP': {
        title: '取引手数料について',
        remark: '<p>売買ごとの手数料の配分。</p>',
        description: `<p>すべてのスワップには ${fees.pairFee} の手数料がかかり、流動性提供者のためにプールに残ります。</p><p>PHO の売買ごとに、さらに次のように配分されます。</p><ul><li>${fees.taxLiquidity} 流動性提供者への配当</li><li>${fees.taxEquity} エクイティカードへの配当</li><li>${fees.taxBurn} プールへのバーン（LP バーン）</li><li>${fees.taxEcosystem} エコシステム構築</li></ul>`,
      },
    },
  },
  {
    author: 'PhoSwap',
    text: {
      'zh-CN': {
        title: 'PHO-USDT 流动性挖矿开启',
        remark: '<p>质押 LP，每个区块赚取 PHO。</p>',
        description:
          '<p>PHO-USDT 流动性挖矿现已开启。</p><ol><li>在“流动性”页面添加 PHO 与 USDT，获得 LP 代币</li><li>进入“挖矿”，授权并质押 LP</li><li>随时领取收益，随时赎回</li></ol><p>PHO 单币质押同步开放，质押后显示解锁倒计时。</p>',
      },
      'en-US': {
        title: 'PHO-USDT liquidity mining is open',
        remark: '<p>Stake LP tokens and earn PHO every block.</p>',
        description:
          '<p>PHO-USDT liquidity mining is now open.</p><ol><li>Add PHO and USDT on the Liquidity page to receive LP tokens</li><li>Go to Mining, approve and stake your LP tokens</li><li>Harvest rewards and withdraw at any time</li></ol><p>PHO single-token staking opens at the same time; a countdown shows when your stake unlocks.</p>',
      },
      'zh-HK': {
        title: 'PHO-USDT 流動性挖礦開啟',
        remark: '<p>質押 LP，每個區塊賺取 PHO。</p>',
        description:
          '<p>PHO-USDT 流動性挖礦現已開啟。</p><ol><li>於「流動性」頁面添加 PHO 與 USDT，獲得 LP 代幣</li><li>進入「挖礦」，授權並質押 LP</li><li>隨時領取收益，隨時贖回</li></ol><p>PHO 單幣質押同步開放，質押後顯示解鎖倒數。</p>',
      },
      'ko-KR': {
        title: 'PHO-USDT 유동성 채굴 시작',
        remark: '<p>LP를 스테이킹하고 블록마다 PHO를 받으세요.</p>',
        description:
          '<p>PHO-USDT 유동성 채굴이 시작되었습니다.</p><ol><li>유동성 페이지에서 PHO와 USDT를 공급하고 LP 토큰을 받으세요</li><li>채굴 페이지에서 승인 후 LP를 스테이킹하세요</li><li>언제든지 보상을 수확하고 인출할 수 있습니다</li></ol><p>PHO 단일 토큰 스테이킹도 함께 열리며, 잠금 해제까지 카운트다운이 표시됩니다.</p>',
      },
      'ja-JP': {
        title: 'PHO-USDT 流動性マイニング開始',
        remark: '<p>LP をステークして、ブロックごとに PHO を獲得。</p>',
        description:
          '<p>PHO-USDT 流動性マイニングを開始しました。</p><ol><li>流動性ページで PHO と USDT を追加し、LP トークンを受け取ります</li><li>マイニングページで承認し、LP をステークします</li><li>報酬はいつでも収穫・引き出しできます</li></ol><p>PHO シングルステーキングも同時に開始し、ステーク後はロック解除までのカウントダウンが表示されます。</p>',
      },
    },
  },
]

const BANNER_SET = [
  { name: 'launch', link: '#/HomeNext/gongao', sort: 30 },
  { name: 'mining', link: '#/MiningsIndex', sort: 20 },
  { name: 'fees', link: '#/SwapIndex/Swap', sort: 10 },
] as const

/**
 * Banners served from /images/banners, one image per language (`<name>.<language>.svg`, lettering in that
 * language, drawn by scripts/banners/makeBanners.py); links are app routes of the web app.
 */
export const DEFAULT_BANNERS = LANGUAGES.flatMap((language) =>
  BANNER_SET.map(({ name, link, sort }) => ({ image: `banners/${name}.${language}.svg`, link, sort, language })),
)

/** The English-only images the sandbox seeded for every language before, replaced by `DEFAULT_BANNERS`. */
export const RETIRED_DEFAULT_BANNERS = BANNER_SET.map(({ name }) => `banners/${name}.svg`)
