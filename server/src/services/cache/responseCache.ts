/**
 * A small per-instance cache of serialised response bodies. It is an optimisation only: every entry expires after
 * `ttlMs`, so instances that did not see a write converge within that time, and `clear()` makes a write in this
 * process visible at once. Concurrent misses on one key share one load.
 */
export interface ResponseCacheOptions {
  /** Lifetime of an entry; 0 turns the cache off (every call loads). */
  ttlMs: number
  /** Entries kept at most; the oldest is dropped first. */
  maxEntries: number
  now?: () => number
}

interface Entry {
  body: Buffer
  expires: number
}

export class ResponseCache {
  readonly #entries = new Map<string, Entry>()
  readonly #loading = new Map<string, Promise<Buffer>>()
  readonly #ttlMs: number
  readonly #maxEntries: number
  readonly #now: () => number
  /** Bumped by clear(): a load that began before a write must not store what it read. */
  #generation = 0

  constructor(options: ResponseCacheOptions) {
    this.#ttlMs = options.ttlMs
    this.#maxEntries = Math.max(1, options.maxEntries)
    this.#now = options.now ?? Date.now
  }

  get size(): number {
    return this.#entries.size
  }

  /** The cached body of `key` when there is a fresh one. */
  peek(key: string): Buffer | undefined {
    if (this.#ttlMs <= 0) return undefined
    const entry = this.#entries.get(key)
    return entry !== undefined && entry.expires > this.#now() ? entry.body : undefined
  }

  /** The cached body of `key`, or the one `load` makes (then cached unless a clear() came in between). */
  get(key: string, load: () => Promise<Buffer>): Promise<Buffer> | Buffer {
    if (this.#ttlMs <= 0) return load()
    const entry = this.#entries.get(key)
    if (entry !== undefined) {
      if (entry.expires > this.#now()) return entry.body
      this.#entries.delete(key)
    }
    const pending = this.#loading.get(key)
    if (pending) return pending
    const generation = this.#generation
    const loading = load().then(
      (body) => {
        if (generation === this.#generation) {
          this.#loading.delete(key)
          this.#store(key, body)
        }
        return body
      },
      (error: unknown) => {
        if (generation === this.#generation) this.#loading.delete(key)
        throw error
      },
    )
    this.#loading.set(key, loading)
    return loading
  }

  /** Forgets every entry and every load in flight. */
  clear(): void {
    this.#generation++
    this.#entries.clear()
    this.#loading.clear()
  }

  #store(key: string, body: Buffer): void {
    if (this.#entries.size >= this.#maxEntries) {
      const now = this.#now()
      for (const [k, e] of this.#entries) if (e.expires <= now) this.#entries.delete(k)
      if (this.#entries.size >= this.#maxEntries) {
        const oldest = this.#entries.keys().next()
        if (!oldest.done) this.#entries.delete(oldest.value)
      }
    }
    this.#entries.set(key, { body, expires: this.#now() + this.#ttlMs })
  }
}
