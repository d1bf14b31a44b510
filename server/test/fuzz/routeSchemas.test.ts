import { Ajv, type ValidateFunction } from 'ajv'
import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { seedContent } from '../../src/services/content/seedContent'
import type { App } from '../../src/types'
import { signIn } from '../helpers/signIn'
import { testConfig } from '../helpers/testApp'
import { openTestDb, type TestDb } from '../helpers/testDb'
import { alice } from '../helpers/wallets'

/**
 * Issue 16, finding 7: every route found by registration (Fastify's onRoute hook, so routes added later are
 * included) gets malformed, boundary and hostile values in each field of its query or body, signed in (as an
 * operator, so admin routes are reached) and not. No answer may be a 5xx, and no input its schema refuses may get
 * a 200. Runs on PGlite through app.inject in a few seconds.
 */

type JsonSchema = {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  anyOf?: JsonSchema[]
  const?: unknown
  minimum?: number
  maximum?: number
  pattern?: string
  default?: unknown
}

interface Route {
  method: string
  url: string
  query?: JsonSchema
  body?: JsonSchema
}

const LONG = 'x'.repeat(300_000)
/** Values for a JSON body field: huge and non-finite-looking numbers, wrong types, control characters, 300 KB. */
const BODY_VALUES: unknown[] = [
  2 ** 63,
  1e21,
  1e308,
  -1,
  -1e308,
  0,
  1.5,
  true,
  false,
  null,
  [],
  [1],
  {},
  { $gt: 1 },
  '',
  'NaN',
  'Infinity',
  '1e308',
  '-1',
  '9223372036854775808',
  'a\u0000b',
  '\u0007\u001b[31m',
  LONG,
  '<script>alert(1)</script>',
  "' OR 1=1 --",
]
/** Values for a query-string field (text by nature), URL-encoded as a client would send them. */
const QUERY_VALUES: string[] = [
  '9223372036854775808',
  '1e21',
  '1e308',
  '-1e308',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '-Infinity',
  'true',
  '',
  'a\u0000b',
  '\u0007',
  'x'.repeat(10_000),
  '<script>',
  '[object Object]',
]

/** Strings a field's pattern may accept; the first that does is the field's valid value. */
const SAMPLE_STRINGS = [
  `0x${'1'.repeat(40)}`,
  `0x${'ab'.repeat(65)}`,
  `0x${'1'.repeat(64)}`,
  'abcdefgh12',
  'banners/a.svg',
  'https://img.example',
  'ABCD2345',
  '1',
  'text',
  '',
]

const plainAjv = new Ajv({ strict: false })

function sampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const
  if (schema.default !== undefined) return schema.default
  if (schema.anyOf) return sampleOf(schema.anyOf[0]!)
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1))
    case 'boolean':
      return true
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sampleOf(schema.properties![key]!)]))
    case 'string': {
      const check = plainAjv.compile({ ...schema, $id: undefined })
      return SAMPLE_STRINGS.find((s) => check(s)) ?? 'text'
    }
    default:
      return 'text'
  }
}

/** A reference validator per schema, without the app's code: as the API conventions read. */
function referenceOf(schema: JsonSchema, fromText: boolean): (value: unknown) => boolean {
  const ajv = new Ajv({ strict: false, coerceTypes: fromText, useDefaults: true, allErrors: false })
  const validate: ValidateFunction = ajv.compile(schema)
  return (value) => {
    const copy = structuredClone(value)
    if (!validate(copy)) return false
    // A number that is not finite is never a valid amount, id or page (ajv's range checks skip it).
    return !JSON.stringify(copy, (_k, v) => (typeof v === 'number' && !Number.isFinite(v) ? '\u0000inf' : v)).includes(
      '\\u0000inf',
    )
  }
}

interface Case {
  route: Route
  url: string
  payload?: unknown
  /** The schema refuses this input: a 200 is a failure. */
  invalid: boolean
  label: string
}

function queryString(values: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

function casesOf(route: Route): Case[] {
  const cases: Case[] = []
  if (route.query) {
    const valid = referenceOf(route.query, true)
    const base = sampleOf(route.query) as Record<string, unknown>
    const add = (values: Record<string, unknown>, label: string) =>
      cases.push({ route, url: route.url + queryString(values), invalid: !valid(values), label })
    const stringsOf = (values: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(values).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]))
    add(base, 'valid sample')
    add({ ...base, unknown_field: '1' }, 'unknown field')
    for (const key of route.query.required ?? []) {
      const { [key]: _dropped, ...rest } = base
      add(rest, `missing ${key}`)
    }
    for (const key of Object.keys(route.query.properties ?? {})) {
      for (const value of QUERY_VALUES) add({ ...base, [key]: value }, `${key}=${JSON.stringify(value).slice(0, 40)}`)
      add({ ...base, [key]: ['1', '2'] }, `${key} twice`)
    }
    // The reference sees text, as the server does.
    for (const c of cases) c.invalid = !valid(stringsOf(Object.fromEntries(new URLSearchParams(c.url.split('?')[1]))))
  } else {
    // Unknown fields are refused (API conventions), a query the route does not read included.
    cases.push({ route, url: `${route.url}?unknown_field=1`, invalid: true, label: 'unknown field, no query schema' })
  }
  if (route.body) {
    const valid = referenceOf(route.body, false)
    const base = sampleOf(route.body) as Record<string, unknown>
    const url = route.query ? route.url + queryString(sampleOf(route.query) as Record<string, unknown>) : route.url
    const add = (payload: unknown, label: string) =>
      cases.push({ route, url, payload, invalid: !valid(payload), label })
    add(base, 'valid sample')
    add({ ...base, unknown_field: 1 }, 'unknown field')
    for (const whole of [[], 'text', 1, null]) add(whole, `body ${JSON.stringify(whole)}`)
    for (const key of route.body.required ?? []) {
      const { [key]: _dropped, ...rest } = base
      add(rest, `missing ${key}`)
    }
    for (const key of Object.keys(route.body.properties ?? {})) {
      for (const value of BODY_VALUES) add({ ...base, [key]: value }, `${key}=${JSON.stringify(value)?.slice(0, 40)}`)
    }
  }
  return cases
}

describe('fuzzing every route schema (PGlite, app.inject)', () => {
  let app: App
  let db: TestDb
  const routes: Route[] = []

  beforeAll(async () => {
    db = await openTestDb('pglite')
    const collect = (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method]
      const schema = (route.schema ?? {}) as { querystring?: JsonSchema; body?: JsonSchema }
      for (const method of methods) {
        if (method === 'HEAD' || !route.url.startsWith('/v1/')) continue
        routes.push({ method, url: route.url, query: schema.querystring, body: schema.body })
      }
    }
    app = await buildApp({
      config: testConfig({ operatorAddresses: [alice.address.toLowerCase()] }),
      db: db.handle,
      onRoute: collect,
    })
    await app.ready()
    await seedContent(db.handle.db)
  })
  afterAll(async () => {
    await app?.close()
    await db?.dispose()
  })

  it('finds the routes by registration', () => {
    const names = routes.map((r) => `${r.method} ${r.url}`)
    expect(names).toEqual(expect.arrayContaining(['GET /v1/basic/notice/list', 'POST /v1/admin/notice/add']))
    expect(routes.length).toBeGreaterThan(25)
  })

  it('never answers a 5xx, nor a 200 to an input its schema refuses, signed in or not', async () => {
    const started = Date.now()
    let sent = 0
    const serverErrors: string[] = []
    const acceptedInvalid: string[] = []
    for (const route of routes) {
      const cases = casesOf(route)
      // A fresh session per route: sign-out (fuzzed like any route) ends the one it is given.
      const token = await signIn(app, alice)
      for (const c of cases) {
        for (const auth of [undefined, token]) {
          const post = route.method === 'POST'
          const res = await app.inject({
            method: route.method as 'GET' | 'POST',
            url: c.url,
            headers: {
              ...(auth ? { authorization: `Bearer ${auth}` } : {}),
              ...(post ? { 'content-type': 'application/json' } : {}),
            },
            ...(post ? { payload: JSON.stringify(c.payload ?? {}) } : {}),
          })
          sent++
          const where = `${route.method} ${route.url} [${c.label}]${auth ? ' signed in' : ''}: ${res.statusCode} ${res.body.slice(0, 120)}`
          if (res.statusCode >= 500) serverErrors.push(where)
          else if (c.invalid && res.statusCode === 200) acceptedInvalid.push(where)
        }
      }
    }
    console.info(
      `route fuzz: ${routes.length} routes, ${sent} requests, ${serverErrors.length} 5xx, ` +
        `${acceptedInvalid.length} invalid inputs accepted, ${Date.now() - started} ms`,
    )
    expect(serverErrors).toEqual([])
    expect(acceptedInvalid).toEqual([])
    // About 10,000 requests: on a busy 2-core machine they can take longer than the default 30 s.
  }, 180_000)
})
