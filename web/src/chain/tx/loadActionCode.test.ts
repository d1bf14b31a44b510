import { describe, expect, it, vi } from 'vitest'
import { loadActionCode } from './loadActionCode'

describe('loadActionCode', () => {
  it('gives the loaded module', async () => {
    const module = { run: () => 'ran' }
    expect((await loadActionCode(async () => module))?.run()).toBe('ran')
  })

  it('gives null, logged, when the code did not arrive', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failed = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    expect(await loadActionCode(failed)).toBeNull()
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })
})
