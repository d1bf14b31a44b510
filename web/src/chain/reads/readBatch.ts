import type { BatchedRead } from './useBatchedReads'

/** Builds a batch of reads and remembers where each one sits, so results are looked up by name, not by index. */
export class ReadBatch<K extends string = string> {
  readonly reads: BatchedRead[] = []
  private readonly at = new Map<K, number>()

  add(key: K, read: BatchedRead | null | undefined | false): this {
    if (read) {
      this.at.set(key, this.reads.length)
      this.reads.push(read)
    }
    return this
  }

  /** The value of a read in a batch result, undefined when absent, failed or not answered yet. */
  get<T>(values: readonly unknown[] | undefined, key: K): T | undefined {
    const i = this.at.get(key)
    return i === undefined || !values ? undefined : (values[i] as T | undefined)
  }
}
