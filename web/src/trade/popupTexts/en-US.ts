import type { TradePopupTexts } from './zh-CN'

export const enUS: TradePopupTexts = {
  picker: {
    title: 'Select a token',
    search: 'Search name, symbol or paste an address',
    tokens: 'Tokens',
    manage: 'Manage',
    lists: 'Lists',
    noResults: 'No results found',
    custom: 'Custom tokens',
    noCustom: 'Tokens you import appear here.',
    remove: 'Remove',
    import: 'Import',
    lookingUp: 'Looking the address up on chain…',
    notToken: 'This address is not a token on this network.',
    importTitle: 'Import token',
    importWarning:
      'Anyone can create a token with any name and symbol, including fake versions of existing tokens. This token is not on any active list. Make sure it is the token you want to trade.',
    understand: 'I understand, import',
    listDefault: '{{network}} default list',
    listDeployment: 'PhoSwap tokens',
    listCount: '{{count}} tokens',
    listsHint:
      'Tokens of the lists that are on appear in the picker. The native coin and your custom tokens always do.',
  },
  settings: {
    title: 'Settings',
    slippage: 'Slippage tolerance',
    custom: 'Custom',
    deadline: 'Transaction deadline',
    minutes: 'minutes',
    multipath: 'Multi-hop routes',
    expert: 'Expert mode',
    expertTitle: 'Are you sure?',
    expertWarning:
      'Expert mode turns off the price-impact warning and allows trades with very high price impact. Such trades often get bad rates and lose funds. Only use it if you know what you are doing.',
    expertConfirm: 'Turn on expert mode',
    gas: 'Gas price',
    standard: 'Standard',
    fast: 'Fast',
    instant: 'Instant',
  },
  record: {
    title: 'Recent transactions',
    dropped: 'Replaced or dropped',
    pending: 'Pending',
    success: 'Succeeded',
    failed: 'Failed',
  },
}
