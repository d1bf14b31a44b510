import { describe, expect, it } from 'vitest'
import { createClient } from '../../api/client'
import { NOTICE_PAGE_SIZE, noticeListQuery } from './useNotices'

describe('the notice list request', () => {
  it('sends page, page_size, the reader’s language and, when connected, the account (spec 000 §7)', async () => {
    const urls: string[] = []
    const client = createClient({
      fetch: ((url: string) => {
        urls.push(url)
        return Promise.resolve(new Response(JSON.stringify({ code: 200, msg: '', data: { list: [], total_count: 0 } })))
      }) as typeof fetch,
      apiBase: () => '/v1',
      token: () => null,
      language: () => 'ja-JP',
      toast: () => {},
      translate: (key) => key,
      onUnauthorized: () => {},
      timeoutMs: 50,
    })
    const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    await client.request('GET', '/basic/notice/list', { query: noticeListQuery(2, 'ja-JP', account) })
    await client.request('GET', '/basic/notice/list', { query: noticeListQuery(1, 'en-US', undefined) })
    expect(urls).toEqual([
      `/v1/basic/notice/list?page=2&page_size=${NOTICE_PAGE_SIZE}&language=ja-JP&account=${account}`,
      `/v1/basic/notice/list?page=1&page_size=${NOTICE_PAGE_SIZE}&language=en-US`,
    ])
  })
})
