/**
 * The idempotency key of one intended pool funding (`POST /v1/admin/pool/fund`, as the CLI's `--key`): made once
 * for a pool, coin and amount, kept (in this tab's session storage, so a reload keeps it too) until the server
 * answers the funding, so a double click, a retry after an error or after a reload sends the same key and the
 * server moves the coins at most once. A new intent (another pool, coin or amount) or an answered one gets a new key.
 */
export interface FundIntent {
  pool: string
  coinId: number
  /** Base units. */
  amount: string
}

interface StoredKey extends FundIntent {
  key: string
}

const STORAGE_KEY = 'admin.poolFundKey'

export function newFundKey(now: Date = new Date(), random: () => string = randomHex): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '')
  return `console-${day}-${random()}`
}

function randomHex(): string {
  const bytes = new Uint8Array(6)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

function sameIntent(a: FundIntent, b: FundIntent): boolean {
  return a.pool === b.pool && a.coinId === b.coinId && a.amount === b.amount
}

export interface FundKeyStore {
  get(): string | null
  set(value: string): void
  remove(): void
}

export function sessionFundKeyStore(): FundKeyStore {
  return {
    get: () => {
      try {
        return sessionStorage.getItem(STORAGE_KEY)
      } catch {
        return null
      }
    },
    set: (value) => {
      try {
        sessionStorage.setItem(STORAGE_KEY, value)
      } catch {
        // private mode: the key lives as long as the page
      }
    },
    remove: () => {
      try {
        sessionStorage.removeItem(STORAGE_KEY)
      } catch {
        // nothing kept
      }
    },
  }
}

/** The key of `intent`: the kept one when it is the same intent, else a new one, kept from now on. */
export function keyFor(intent: FundIntent, store: FundKeyStore, make: () => string = () => newFundKey()): string {
  const raw = store.get()
  if (raw) {
    try {
      const kept = JSON.parse(raw) as StoredKey
      if (typeof kept.key === 'string' && sameIntent(kept, intent)) return kept.key
    } catch {
      // not ours: replaced below
    }
  }
  const key = make()
  store.set(JSON.stringify({ ...intent, key }))
  return key
}

/** The server answered this funding (moved now or before): the next funding gets a new key. */
export function forgetKey(key: string, store: FundKeyStore): void {
  const raw = store.get()
  if (!raw) return
  try {
    if ((JSON.parse(raw) as StoredKey).key === key) store.remove()
  } catch {
    store.remove()
  }
}
