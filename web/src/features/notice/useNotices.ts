import type { Notice, NoticeListData } from '@phoswap/core/api/content'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { apiGet } from '../../api/client'
import { useWalletState } from '../../chain/wallet/walletState'

/**
 * Page size of the notice lists. The specs give 20 (one place) and 10 (the rewards area's gongao); both lists
 * use 10 so paging feels the same wherever the list is opened.
 */
export const NOTICE_PAGE_SIZE = 10

/** The notice list's query as spec 000 §7 sends it: page, page_size, and the reader's account and language. */
export function noticeListQuery(page: number, language: string, account: string | undefined) {
  return { page, page_size: NOTICE_PAGE_SIZE, language, account }
}

/** Notices in the chosen language, one page at a time; the previous page stays on screen while the next loads. */
export function useNoticeList(page: number) {
  const { i18n } = useTranslation()
  const wallet = useWalletState()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  return useQuery({
    queryKey: ['notice', 'list', i18n.language, page, NOTICE_PAGE_SIZE, account],
    queryFn: ({ signal }) =>
      apiGet<NoticeListData>('/basic/notice/list', { query: noticeListQuery(page, i18n.language, account), signal }),
    placeholderData: keepPreviousData,
  })
}

/** One notice by its group (xiangqin?id=<group_id>), in the chosen language; the page shows a failure itself. */
export function useNoticeDetail(groupId: number | null) {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: ['notice', 'detail', i18n.language, groupId],
    queryFn: ({ signal }) =>
      apiGet<Notice>('/basic/notice/detail', { query: { group_id: groupId ?? 0 }, signal, quiet: true }),
    enabled: groupId !== null,
    retry: false,
  })
}

export function totalPages(totalCount: number, pageSize = NOTICE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalCount / pageSize))
}
