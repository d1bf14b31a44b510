import { useMemo } from 'react'
import { sanitizeHtml } from './sanitizeHtml'
import './richText.css'

/** Notice HTML (remark, description), sanitised again in the browser before it is rendered. */
export function RichText({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html])
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify with core's allow-list (sanitizeHtml.ts)
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: safe }} />
}
