import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_LINK,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
} from '@phoswap/core/richText'
import sanitizeHtml from 'sanitize-html'

// A notice is written by an operator but read by every user, so its HTML is reduced to inert markup by the
// project's one allow-list (core/src/richText.ts), which the browser applies again before it renders.
const RICH: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, list]) => [tag, [...list]])),
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesByTag: { img: [...RICH_TEXT_IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { ...RICH_TEXT_LINK }) },
}

const NONE: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' }

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' }

/** HTML a browser may render: see RICH. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH).trim()
}

/** Plain text (titles, authors): every tag removed and no angle bracket left, so it is inert even as HTML. */
export function sanitizePlainText(text: string): string {
  const stripped = sanitizeHtml(text, NONE).replace(/&(amp|quot|#39|nbsp);/g, (m) => ENTITIES[m] ?? m)
  const noBrackets = stripped.replace(/&lt;|&gt;|[<>]/g, '')
  return [...noBrackets]
    .filter((c) => !isControl(c))
    .join('')
    .trim()
}

function isControl(char: string): boolean {
  const code = char.codePointAt(0) ?? 0
  return (code < 0x20 && char !== '\n' && char !== '\t') || code === 0x7f
}
