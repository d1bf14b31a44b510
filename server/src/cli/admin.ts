import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'

export const USAGE = `Usage: npm run admin -- <command> [options]

Signs in with the operator key in OPERATOR_PRIVATE_KEY (its address must be in the server's
OPERATOR_ADDRESSES) and calls the admin API of the server at --url (default http://127.0.0.1:5180).

Notices (one notice has one text per language: zh-CN en-US zh-HK ko-KR ja-JP):
  notice list     [--page N] [--page-size N]
  notice add      --lang L --title T (--description HTML | --description-file FILE)
                  [--remark HTML | --remark-file FILE] [--author A] [--group ID]
                  (--group adds a language to an existing notice; without it a new notice is created)
  notice edit     --id ID [--title T] [--description HTML | --description-file FILE]
                  [--remark HTML | --remark-file FILE] [--author A]
  notice withdraw --group ID        (hides the notice in every language)
  notice publish  --group ID        (shows it again)
Banners (image: a path under image_domain such as banners/launch.svg, or an http(s) URL):
  banner list
  banner add      --image P [--link L] [--sort N] [--lang L|all] [--inactive]
  banner edit     --id ID [--image P] [--link L] [--sort N] [--lang L|all] [--active true|false]
  banner remove   --id ID
Settings:
  config set image_domain <http(s) URL without a trailing slash>
  config set genesis_address <address>      (the referral tree's root: may invite without a referrer)
  config set team_valid_tvl <base units>    (own TVL in 18-decimal USDT from which an address is valid)
  config set gg_pay_gdt|gg_pay_vgt|gg_coupon_price|gg_deadline_seconds <value>   (group market GG: seat
                  price in GDT and VGT, leader coupon price in GDB, base units; seconds a group has to fill,
                  60 to 2592000, a value outside is ignored)
  config set vg_pay_gdt|vg_pay_vgt|vg_coupon_price|vg_deadline_seconds <value>   (the same for VG, coupons in VGB)
  config set star_thresholds <JSON>          (five levels [{"own_tvl","team_tvl","valid_direct","team_valid","lines"}])
  config set jobs_start_minute <0-1439>      (minutes after 00:00 UTC from which the daily jobs settle the day before)
  config set pack_exchange_rate_ppm <ppm>   (GDB/VGB credited per GDT/VGT exchanged; 1000000 = 1:1)
  config set gdt_trade_rate_ppm|gdt_share_rate_ppm|gdt_mining_rate_ppm <ppm>, gdt_trade_daily_cap <GDT base units>
GDT rewards:
  grant add --program white-list|genesis-gdt|genesis-vgt --address A --amount BASE_UNITS --key K
                  (an operator grant; white-list is paid by settle gdt-rewards, genesis cards are claimed)
Team program:
  team rebuild    recomputes every team figure from the tree and the stored TVLs; prints rows corrected
Jobs (each settles a UTC day once; the server also runs them daily for the day before):
  settle <job> --period YYYY-MM-DD   (jobs: purge-auth, expired sign-in nonces and sessions;
                                     refund-withdrawals, expired unclaimed withdraw orders;
                                     asset-packs, each asset pack's static and dynamic reward of the day;
                                     groups-expire, groups past their deadline fail, members refunded once;
                                     star-cards, cards under the cap and each level's GDT gift;
                                     equity, the equity sink's PHO split among the card holders;
                                     gdt-rewards, trade, share, mining and white-list GDT of the day)
Ledger (the reward wallet's books):
  ledger check    proves the books: every cached balance is the sum of its postings, every entry sums to
                  zero per coin, no user account is negative, and each chain's withdraw vault holds at least
                  what came in through that chain and was not paid out; prints the report, exits 1 on any
                  difference
  coin fee        --id COIN_ID [--fee-ppm N] [--withdraw-fee-ppm N]   (parts per million: 1000 = 0.1%)
  pool fund       --pool NAME --coin COIN_ID --amount BASE_UNITS --key TEXT
                  moves the operator's own usable balance (deposited on chain first) into a reward pool
                  (asset-pack-gdt, asset-pack-vgt, airdrop); the same --key again moves nothing
Airdrop (one claim per user and UTC day, paid from the pool account pool:airdrop, never past it):
  airdrop show    the offer and what its pool holds
  airdrop set     --coin COIN_ID --amount A [--hold H]   (A of the coin per claim from now on, e.g. 5 or 0.5;
                                                         H GDT to hold, in the reward wallet and on chain; default 1)
  airdrop off     no offer (reward id 0: 'no reward')
                  fund the pool with: pool fund --pool airdrop --coin COIN_ID --amount BASE_UNITS --key TEXT
Asset-pack packages (a bought pack keeps the terms it was bought with; rates in parts per million):
  pack list       [--variant gdt|vgt]   every package, retired ones too
  pack add        --variant gdt|vgt --amount BASE_UNITS --static-ppm N --profit-ppm N [--sort N]
                  (static: share of the pledge paid a day, 10000 = 1%, above 0 and at most 1000000;
                  profit: total output per pledge, 1500000 = 1.5×, from 1000000 to 100000000)
  pack set        --id ID [--static-ppm N] [--profit-ppm N] [--sort N]   (new terms for packs bought from now on)
  pack retire     --id ID   (no longer listed or sold; packs already bought keep paying)
Games (the mall's games list, opened in a new tab):
  games list
  games set       --file FILE   (JSON: {"list": [{"name": N, "url": "https://...", "description": D}]})
Activity approvals (the stablecoin per chain whose approval is followed by one to the activity's spender):
  activity list
  activity set    --file FILE   (JSON: {"list": [{"chain_id": 66, "token": "0x...", "spender": "0x..."}]})

Global options: --url URL, --chain ID (chain id of the sign-in message; default: the local chain when the
server offers it, else its default chain), --help`

export interface AdminIo {
  out: (text: string) => void
  err: (text: string) => void
  fetch: typeof fetch
}

class UsageError extends Error {}

const OPTIONS = {
  url: { type: 'string' },
  chain: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  page: { type: 'string' },
  'page-size': { type: 'string' },
  lang: { type: 'string' },
  title: { type: 'string' },
  description: { type: 'string' },
  'description-file': { type: 'string' },
  remark: { type: 'string' },
  'remark-file': { type: 'string' },
  author: { type: 'string' },
  group: { type: 'string' },
  id: { type: 'string' },
  image: { type: 'string' },
  link: { type: 'string' },
  sort: { type: 'string' },
  inactive: { type: 'boolean' },
  active: { type: 'string' },
  period: { type: 'string' },
  'fee-ppm': { type: 'string' },
  'withdraw-fee-ppm': { type: 'string' },
  pool: { type: 'string' },
  coin: { type: 'string' },
  amount: { type: 'string' },
  key: { type: 'string' },
  hold: { type: 'string' },
  file: { type: 'string' },
  variant: { type: 'string' },
  'static-ppm': { type: 'string' },
  'profit-ppm': { type: 'string' },
  program: { type: 'string' },
  address: { type: 'string' },
} as const

/** The GDT reward sources' settings (docs/decisions.md, "GDT reward sources"). */
const GDT_SETTING_KEYS = ['gdt_trade_rate_ppm', 'gdt_share_rate_ppm', 'gdt_mining_rate_ppm', 'gdt_trade_daily_cap']

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values']

function int(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number, got "${value}"`)
  return Number(value)
}

function need<T>(value: T | undefined, name: string): T {
  if (value === undefined || value === '') throw new UsageError(`--${name} is required`)
  return value
}

function text(values: Values, name: 'description' | 'remark'): string | undefined {
  const inline = values[name]
  const file = values[`${name}-file`]
  if (inline !== undefined && file !== undefined) throw new UsageError(`give --${name} or --${name}-file, not both`)
  if (file !== undefined) {
    try {
      return readFileSync(file, 'utf8')
    } catch (error) {
      throw new UsageError(`cannot read --${name}-file ${file}: ${(error as Error).message}`)
    }
  }
  return inline
}

function bool(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined) return undefined
  if (value !== 'true' && value !== 'false') throw new UsageError(`--${name} must be true or false`)
  return value === 'true'
}

/** Drops undefined fields: the API refuses nothing it does not know, but undefined is not "unset". */
function defined(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined))
}

/** The admin call a command line asks for: method, path under /v1/admin, and body or query. */
export function planCall(
  positionals: string[],
  values: Values,
): { method: 'GET' | 'POST'; path: string; body?: object; failsWhen?: (data: unknown) => boolean } {
  const [area, action, ...rest] = positionals
  if (area === 'settle') {
    if (!action) throw new UsageError('settle: name the job, e.g. settle purge-auth --period 2026-11-24')
    return {
      method: 'POST',
      path: '/settle',
      body: { job: action, period: need(values.period, 'period') },
    }
  }
  const command = `${area ?? ''} ${action ?? ''}`.trim()
  switch (command) {
    case 'notice list': {
      const query = new URLSearchParams(
        defined({ page: int(values.page, 'page'), page_size: int(values['page-size'], 'page-size') }) as Record<
          string,
          string
        >,
      )
      return { method: 'GET', path: `/notice/list${query.size ? `?${query}` : ''}` }
    }
    case 'notice add':
      return {
        method: 'POST',
        path: '/notice/add',
        body: defined({
          group_id: int(values.group, 'group'),
          language: need(values.lang, 'lang'),
          title: need(values.title, 'title'),
          description: need(text(values, 'description'), 'description'),
          remark: text(values, 'remark'),
          author: values.author,
        }),
      }
    case 'notice edit':
      return {
        method: 'POST',
        path: '/notice/edit',
        body: defined({
          id: need(int(values.id, 'id'), 'id'),
          title: values.title,
          description: text(values, 'description'),
          remark: text(values, 'remark'),
          author: values.author,
        }),
      }
    case 'notice withdraw':
    case 'notice publish':
      return {
        method: 'POST',
        path: `/notice/${action}`,
        body: { group_id: need(int(values.group, 'group'), 'group') },
      }
    case 'banner list':
      return { method: 'GET', path: '/banner/list' }
    case 'banner add':
      return {
        method: 'POST',
        path: '/banner/add',
        body: defined({
          image: need(values.image, 'image'),
          link: values.link,
          sort: int(values.sort, 'sort'),
          language: values.lang,
          active: values.inactive ? false : undefined,
        }),
      }
    case 'banner edit':
      return {
        method: 'POST',
        path: '/banner/edit',
        body: defined({
          id: need(int(values.id, 'id'), 'id'),
          image: values.image,
          link: values.link,
          sort: int(values.sort, 'sort'),
          language: values.lang,
          active: bool(values.active, 'active'),
        }),
      }
    case 'banner remove':
      return { method: 'POST', path: '/banner/remove', body: { id: need(int(values.id, 'id'), 'id') } }
    case 'team rebuild':
      return { method: 'POST', path: '/team/rebuild' }
    case 'ledger check':
      return { method: 'GET', path: '/ledger/check', failsWhen: (data) => (data as { ok?: unknown }).ok !== true }
    case 'coin fee':
      return {
        method: 'POST',
        path: '/coin/fee',
        body: defined({
          coin_id: need(int(values.id, 'id'), 'id'),
          fee_rate_ppm: int(values['fee-ppm'], 'fee-ppm'),
          withdraw_fee_ppm: int(values['withdraw-fee-ppm'], 'withdraw-fee-ppm'),
        }),
      }
    case 'pool fund':
      return {
        method: 'POST',
        path: '/pool/fund',
        body: {
          pool: need(values.pool, 'pool'),
          coin_id: need(int(values.coin, 'coin'), 'coin'),
          amount: need(values.amount, 'amount'),
          key: need(values.key, 'key'),
        },
      }
    case 'airdrop show':
      return { method: 'GET', path: '/airdrop/reward' }
    case 'airdrop set':
      return {
        method: 'POST',
        path: '/airdrop/reward',
        body: {
          coin_id: need(int(values.coin, 'coin'), 'coin'),
          amount: need(values.amount, 'amount'),
          hold_examine: values.hold ?? '1',
        },
      }
    case 'airdrop off':
      return { method: 'POST', path: '/airdrop/reward', body: { coin_id: null, amount: '0', hold_examine: '0' } }
    case 'pack list':
      return {
        method: 'GET',
        path: `/pack/list${values.variant ? `?variant=${encodeURIComponent(values.variant)}` : ''}`,
      }
    case 'pack add':
      return {
        method: 'POST',
        path: '/pack/add',
        body: defined({
          variant: need(values.variant, 'variant'),
          pledge_amount: need(values.amount, 'amount'),
          static_rate_ppm: need(int(values['static-ppm'], 'static-ppm'), 'static-ppm'),
          profit_rate_ppm: need(int(values['profit-ppm'], 'profit-ppm'), 'profit-ppm'),
          sort: int(values.sort, 'sort'),
        }),
      }
    case 'pack set':
      if (values['static-ppm'] === undefined && values['profit-ppm'] === undefined && values.sort === undefined)
        throw new UsageError('pack set: give --static-ppm, --profit-ppm or --sort')
      return {
        method: 'POST',
        path: '/pack/set',
        body: defined({
          id: need(int(values.id, 'id'), 'id'),
          static_rate_ppm: int(values['static-ppm'], 'static-ppm'),
          profit_rate_ppm: int(values['profit-ppm'], 'profit-ppm'),
          sort: int(values.sort, 'sort'),
        }),
      }
    case 'pack retire':
      return { method: 'POST', path: '/pack/retire', body: { id: need(int(values.id, 'id'), 'id') } }
    case 'games list':
      return { method: 'GET', path: '/games/list' }
    case 'games set':
      return { method: 'POST', path: '/games/set', body: JSON.parse(readFileSync(need(values.file, 'file'), 'utf8')) }
    case 'activity list':
      return { method: 'GET', path: '/activity/approvals' }
    case 'activity set':
      return {
        method: 'POST',
        path: '/activity/approvals',
        body: JSON.parse(readFileSync(need(values.file, 'file'), 'utf8')),
      }
    case 'config set': {
      const [key, value] = rest
      const groupKey = /^(gg|vg)_(pay_gdt|pay_vgt|coupon_price|deadline_seconds)$/.test(key ?? '')
      const keys = [
        'image_domain',
        'genesis_address',
        'team_valid_tvl',
        'star_thresholds',
        'jobs_start_minute',
        'pack_exchange_rate_ppm',
        ...GDT_SETTING_KEYS,
      ]
      if (!keys.includes(key ?? '') && !groupKey)
        throw new UsageError(
          'config set: the settings are image_domain, genesis_address, team_valid_tvl, star_thresholds, jobs_start_minute, pack_exchange_rate_ppm, the GDT rewards’ gdt_* and the group markets’ gg_*/vg_*',
        )
      return { method: 'POST', path: '/config/set', body: { key, value: need(value, 'value') } }
    }
    case 'grant add':
      return {
        method: 'POST',
        path: '/reward-grant',
        body: {
          program: need(values.program, 'program'),
          address: need(values.address, 'address'),
          amount: need(values.amount, 'amount'),
          key: need(values.key, 'key'),
        },
      }
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command given')
  }
}

async function call(io: AdminIo, url: string, init: RequestInit & { token?: string }) {
  const headers: Record<string, string> = { 'show-language': 'en-US' }
  if (init.body) headers['content-type'] = 'application/json'
  if (init.token) headers.authorization = `Bearer ${init.token}`
  let response: Response
  try {
    response = await io.fetch(url, { ...init, headers })
  } catch (error) {
    throw new Error(`cannot reach ${url}: ${(error as Error).message}. Is the server running? (--url)`)
  }
  const body = (await response.json().catch(() => null)) as { code: number; msg: string; data: unknown } | null
  if (body?.code !== 200) {
    throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname}: ${response.status} ${body?.msg ?? 'no answer'}`)
  }
  return body.data
}

/** The real sign-in: nonce, an EIP-4361 message for the server's host, signed with the operator key. */
async function signIn(io: AdminIo, base: URL, key: Hex, chainOption: number | undefined): Promise<string> {
  const account = privateKeyToAccount(key)
  const api = `${base.origin}/v1`
  let chainId = chainOption
  if (chainId === undefined) {
    const config = (await call(io, `${api}/index/config`, { method: 'GET' })) as {
      chain_ids: number[]
      default_chain_id: number
    }
    chainId = config.chain_ids.includes(31337) ? 31337 : config.default_chain_id
  }
  const nonce = (await call(io, `${api}/auth/nonce`, {
    method: 'POST',
    body: JSON.stringify({ address: account.address }),
  })) as { nonce: string; expires_at: string }
  const message = createSiweMessage({
    address: account.address,
    chainId,
    domain: base.host,
    nonce: nonce.nonce,
    uri: base.origin,
    version: '1',
    issuedAt: new Date(),
    expirationTime: new Date(nonce.expires_at),
    statement: 'Sign in to PhoSwap as an operator.',
  })
  const signature = await account.signMessage({ message })
  const session = (await call(io, `${api}/auth/verify`, {
    method: 'POST',
    body: JSON.stringify({ message, signature }),
  })) as { token: string }
  return session.token
}

/** Runs one admin command; returns the process exit code (0 done, 1 refused or failed, 2 usage). */
export async function runAdmin(argv: string[], env: Record<string, string | undefined>, io: AdminIo): Promise<number> {
  let parsed: { values: Values; positionals: string[] }
  let plan: ReturnType<typeof planCall>
  let base: URL
  let key: Hex
  let chain: number | undefined
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true })
    if (parsed.values.help || parsed.positionals.length === 0) {
      io.out(USAGE)
      return parsed.values.help ? 0 : 2
    }
    plan = planCall(parsed.positionals, parsed.values)
    try {
      base = new URL(parsed.values.url ?? 'http://127.0.0.1:5180')
    } catch {
      throw new UsageError(`--url is not a URL: ${parsed.values.url}`)
    }
    const raw = env.OPERATOR_PRIVATE_KEY?.trim()
    if (!raw) throw new UsageError('OPERATOR_PRIVATE_KEY is not set (the private key of an operator address)')
    const withPrefix = raw.startsWith('0x') ? raw : `0x${raw}`
    if (!/^0x[0-9a-fA-F]{64}$/.test(withPrefix)) throw new UsageError('OPERATOR_PRIVATE_KEY is not a 32-byte hex key')
    key = withPrefix as Hex
    chain = int(parsed.values.chain, 'chain')
  } catch (error) {
    io.err(`admin: ${(error as Error).message}\n\n${USAGE}`)
    return 2
  }
  try {
    const token = await signIn(io, base, key, chain)
    const data = await call(io, `${base.origin}/v1/admin${plan.path}`, {
      method: plan.method,
      token,
      ...(plan.body ? { body: JSON.stringify(plan.body) } : {}),
    })
    io.out(JSON.stringify(data, null, 2))
    if (plan.failsWhen?.(data)) {
      io.err(`admin: ${parsed.positionals.join(' ')} found differences (see the report above)`)
      return 1
    }
    return 0
  } catch (error) {
    io.err(`admin: ${(error as Error).message}`)
    return 1
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runAdmin(process.argv.slice(2), process.env, {
    out: (s) => console.log(s),
    err: (s) => console.error(s),
    fetch: globalThis.fetch,
  }).then((code) => {
    process.exitCode = code
  })
}
