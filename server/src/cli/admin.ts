import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { CONFIG_KEYS } from '@phoswap/core/api/admin'
import { type ActionFields, signActionBody } from '@phoswap/core/auth/actionFields'
import { type OperatorAction, SIGNED_CONFIG_KEYS } from '@phoswap/core/auth/actions'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { USAGE } from './usage'

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
  note: { type: 'string' },
} as const

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
): {
  method: 'GET' | 'POST'
  path: string
  body?: object
  failsWhen?: (data: unknown) => boolean
  /** A dangerous change: the operator key signs it as this action (decision 0134). */
  signed?: OperatorAction
} {
  const plan = planCommand(positionals, values)
  if (plan.method !== 'POST') {
    if (values.note !== undefined) throw new UsageError('--note goes with a change, not a read')
    return plan
  }
  // Every change may carry the operator's note, kept with it in the audit log.
  return values.note === undefined ? plan : { ...plan, body: { ...(plan.body ?? {}), note: values.note } }
}

function planCommand(positionals: string[], values: Values): ReturnType<typeof planCall> {
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
    case 'liabilities publish':
      return {
        method: 'POST',
        path: '/liabilities/publish',
        body: defined({ chain_id: int(values.chain, 'chain') }),
        failsWhen: (data) => ((data as { failed?: unknown[] }).failed?.length ?? 0) > 0,
      }
    case 'coin fee':
      return {
        method: 'POST',
        path: '/coin/fee',
        signed: 'op_coin_fee',
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
        signed: 'op_pack_add',
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
        signed: 'op_pack_set',
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
      if (!CONFIG_KEYS.includes(key ?? ''))
        throw new UsageError(`config set: the settings are ${CONFIG_KEYS.join(', ')}`)
      // A link may be cleared with '' (the entry is hidden again); every other setting needs a value.
      const cleared = key?.startsWith('link_') && value === ''
      return {
        method: 'POST',
        path: '/config/set',
        body: { key, value: cleared ? '' : need(value, 'value') },
        ...(SIGNED_CONFIG_KEYS.includes(key ?? '') ? { signed: 'op_config_set' as const } : {}),
      }
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
async function signIn(
  io: AdminIo,
  base: URL,
  key: Hex,
  chainOption: number | undefined,
): Promise<{ token: string; chainId: number }> {
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
  return { token: session.token, chainId }
}

/**
 * A dangerous change signed as the web console signs it: an action nonce, core's text of the body's fields (the
 * note included) for the session's chain, signed with the operator key; the body then carries the proof.
 */
async function signBody(
  io: AdminIo,
  base: URL,
  key: Hex,
  session: { token: string; chainId: number },
  action: OperatorAction,
  body: object,
): Promise<object> {
  const account = privateKeyToAccount(key)
  const signer = {
    address: account.address,
    chainId: session.chainId,
    sign: (message: string) => account.signMessage({ message }),
  }
  const requestNonce = async (a: OperatorAction) => {
    const { nonce } = (await call(io, `${base.origin}/v1/auth/action-nonce`, {
      method: 'POST',
      token: session.token,
      body: JSON.stringify({ action: a }),
    })) as { nonce: string }
    return nonce
  }
  return signActionBody(signer, action, body as ActionFields<OperatorAction>, requestNonce)
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
    const session = await signIn(io, base, key, chain)
    const body = plan.signed ? await signBody(io, base, key, session, plan.signed, plan.body ?? {}) : plan.body
    const data = await call(io, `${base.origin}/v1/admin${plan.path}`, {
      method: plan.method,
      token: session.token,
      ...(body ? { body: JSON.stringify(body) } : {}),
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
