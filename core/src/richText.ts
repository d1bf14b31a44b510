/**
 * The one allow-list for notice HTML (remark, description): the server sanitises what an operator saves with it
 * (sanitize-html, server/src/services/content/sanitize.ts) and the browser sanitises again before it renders
 * (DOMPurify, web/src/ui/notice/sanitizeHtml.ts). Inert markup only: no scripts, event handlers or styles;
 * links and images only over the schemes below; links open a new tab without the opener.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'del',
  'sub',
  'sup',
  'small',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
] as const

/** The attributes each tag may keep; every other attribute is removed. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
}

/** URL schemes of `href`; `src` of an image allows only RICH_TEXT_IMAGE_SCHEMES. No protocol-relative URLs. */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto'] as const
export const RICH_TEXT_IMAGE_SCHEMES = ['http', 'https'] as const

/** What every link gets, whatever it said. */
export const RICH_TEXT_LINK = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const

/** Whether `url` may stay in `attribute` of `tag`: a relative URL, or an absolute one over an allowed scheme. */
export function richTextUrlAllowed(tag: string, url: string): boolean {
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:"), so the check does too.
  const compact = [...url].filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f).join('')
  if (compact.startsWith('//')) return false
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase()
  if (scheme === undefined) return true
  const allowed: readonly string[] = tag === 'img' ? RICH_TEXT_IMAGE_SCHEMES : RICH_TEXT_SCHEMES
  return allowed.includes(scheme)
}
