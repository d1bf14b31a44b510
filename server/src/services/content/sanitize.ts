import sanitizeHtml from 'sanitize-html'

// A notice is written by an operator but read by every user, so its HTML is reduced to inert markup:
// no scripts, no event handlers, no styles, links and images only over http(s).
const RICH: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
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
