import type { ExplainTexts } from './zh-CN'

export const enUS: ExplainTexts = {
  title: 'Why this amount',
  loading: 'Reading the explanation…',
  failed: 'The explanation could not be read',
  retry: 'Retry',
  run: '{{job}}, period {{period}} (UTC)',
  action: 'Your own action, {{period}} (UTC)',
  jobs: {
    'gdt-rewards': 'Daily GDT rewards run',
    'asset-packs': 'Daily asset pack run',
    'star-cards': 'Daily star card run',
    equity: 'Daily equity dividend run',
    'groups-expire': 'Group deadline run',
    'star-cards-refresher': 'Star cards updated as team figures changed',
  },
  rule: 'Rule {{rule}}, version {{version}}',
  result: 'Result',
  checked: 'Recomputed in your browser with the same rule: it matches',
  mismatch: 'Recomputed in your browser, the result differs from what was posted',
  inputs: 'Inputs',
  chainTx: 'Chain transaction',
  rules: {
    airdrop_claim:
      'At the day’s open you held {{held}} GDT, at least the {{hold}} GDT the airdrop asks, so you claimed {{amount}} {{coin}}.',
    'asset-pack_day':
      'Pack #{{pack}}’s day: static {{daily}} a day (never more than the {{remaining}} it still owes), plus dynamic: {{level1}} of your direct invitees’ static and {{level2}} of their invitees’, into your packs oldest first.',
    gdt_trade:
      '{{volume}} USDT traded through our router that day × rate {{rate}} = {{raw}} GDT, capped at {{cap}} GDT a day.',
    gdt_share: 'Your direct invitees earned {{sum}} GDT of trading rewards that day × share rate {{rate}}.',
    gdt_mining: '{{amount}} PHO harvested from our farms that day × mining rate {{rate}}.',
    'gdt_white-list': '{{count}} white-list grant(s) from the operator, each paid in full once.',
    genesis_claim: '{{count}} open grant(s) of your genesis card, claimed in full.',
    star_gift: 'The gift of a star-{{level}} card: {{gift}} GDT, paid once per level.',
    equity_split:
      'The equity tax that arrived, {{arrived}} PHO, is split into 5 star levels; each level’s part is shared by its {{holders}} holder(s) (you hold star {{level}}).',
    group_refund: 'Group #{{group}} did not fill before its deadline: your seat price is refunded.',
    group_settle: 'Group #{{group}} filled: the price of its {{seats}} seats goes to the sales pool.',
    fixed_amount: 'A set amount each period: {{amount}}.',
  },
  items: {
    swap: 'Swap of {{amount}} USDT',
    harvest: 'Harvest of {{amount}} PHO',
    arrival: 'Tax arrival of {{amount}} PHO',
    grant: 'Grant #{{id}}: {{amount}} {{coin}}',
    invitee: 'Level {{level}} {{address}}: static {{amount}} {{coin}}',
    inviteeTrade: '{{address}}: trading reward {{amount}} GDT',
    pack: 'Pack #{{id}}: {{daily}} a day, {{remaining}} left',
    seat: 'Seat price {{amount}} {{coin}}',
  },
}
