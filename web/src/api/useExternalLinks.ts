import type { ExternalLinkKey } from '@phoswap/core/api/indexArea'
import { useIndexConfig } from './useIndexConfig'

/** Only an https URL is opened; the server checks it too, this keeps a bad value from ever reaching an href. */
export function httpsLink(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    return new URL(value).protocol === 'https:' ? value : null
  } catch {
    return null
  }
}

/**
 * The external sites the operator named (`config set link_<name>`, served by GET /index/config). An entry whose
 * link is null is not shown: no placeholder site is ever offered (docs/decisions/0114-external-links.md).
 */
export function useExternalLinks(): Record<ExternalLinkKey, string | null> {
  const links = useIndexConfig().data?.links
  return {
    chat: httpsLink(links?.chat),
    hash: httpsLink(links?.hash),
    partner_product: httpsLink(links?.partner_product),
    flywheel: httpsLink(links?.flywheel),
  }
}
