/**
 * The browser's second line of defence for notice HTML (the server sanitises it already): an allow-list over a
 * plain tree, written out again from scratch, so nothing the list does not name reaches the page. Pure, so it is
 * tested in node; `sanitizeHtml.ts` turns a DOMParser document into this tree.
 */
export type HtmlNode =
  | { type: 'text'; text: string }
  | { type: 'element'; tag: string; attrs: [string, string][]; children: HtmlNode[] }

/** Dropped with everything inside them: active content, embedded documents, forms, foreign markup. */
const DROP = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'template',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'svg',
  'math',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'portal',
])

/** Kept as they are (with allowed attributes); any other element is unwrapped: its children stay. */
const KEEP = new Set([
  'p',
  'br',
  'hr',
  'div',
  'span',
  'section',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'font',
  'a',
  'img',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'colgroup',
  'col',
])

const VOID = new Set(['br', 'hr', 'img', 'col'])

const GLOBAL_ATTRS = new Set(['title', 'dir', 'lang', 'align', 'style'])
const TAG_ATTRS: Record<string, Set<string>> = {
  a: new Set(['href', 'target']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan']),
  ol: new Set(['start']),
  font: new Set(['color']),
}

/** Style properties a rich-text editor uses for emphasis and layout; nothing that positions or loads. */
const STYLE_PROPS = new Set([
  'color',
  'background-color',
  'text-align',
  'text-decoration',
  'font-weight',
  'font-style',
  'font-size',
  'line-height',
])

/** Images may be inline raster data; SVG data is refused (it can carry script when opened on its own). */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i

export const MAX_DEPTH = 64

export type TagAction = 'keep' | 'drop' | 'unwrap'

export function tagAction(tag: string): TagAction {
  const name = tag.toLowerCase()
  if (DROP.has(name)) return 'drop'
  return KEEP.has(name) ? 'keep' : 'unwrap'
}

/**
 * A URL that may stay: http(s), mailto, tel, or relative; `data:image/...` only where `allowDataImage`.
 * Browsers ignore whitespace and control characters inside a scheme ("java\tscript:"), so the check does too.
 */
export function safeUrl(value: string, allowDataImage = false): string | null {
  const compact = [...value].filter((char) => char.charCodeAt(0) > 0x20 && char.charCodeAt(0) !== 0x7f).join('')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase()
  if (scheme === undefined) return value.trim()
  if (scheme === 'http' || scheme === 'https' || scheme === 'mailto' || scheme === 'tel') return value.trim()
  if (scheme === 'data' && allowDataImage && DATA_IMAGE.test(compact)) return compact
  return null
}

/** Keeps the allowed declarations of a style attribute; anything that could load or run is dropped. */
export function cleanStyle(value: string): string {
  const kept: string[] = []
  for (const declaration of value.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon < 0) continue
    const prop = declaration.slice(0, colon).trim().toLowerCase()
    const val = declaration.slice(colon + 1).trim()
    if (!STYLE_PROPS.has(prop) || !val) continue
    if (/url\s*\(|expression|javascript|[\\<>@]|\/\*/i.test(val)) continue
    kept.push(`${prop}: ${val}`)
  }
  return kept.join('; ')
}

/** The attributes of one element that may stay, cleaned; links that open a new tab get rel="noopener noreferrer". */
export function cleanAttributes(tag: string, attrs: [string, string][]): [string, string][] {
  const name = tag.toLowerCase()
  const allowed = TAG_ATTRS[name]
  const out: [string, string][] = []
  for (const [rawKey, value] of attrs) {
    const key = rawKey.toLowerCase()
    if (!GLOBAL_ATTRS.has(key) && !allowed?.has(key)) continue
    if (key === 'href' || key === 'src') {
      const url = safeUrl(value, name === 'img' && key === 'src')
      if (url !== null) out.push([key, url])
    } else if (key === 'style') {
      const style = cleanStyle(value)
      if (style) out.push([key, style])
    } else if (key === 'target') {
      if (value === '_blank') out.push([key, value])
    } else if (key === 'width' || key === 'height' || key === 'colspan' || key === 'rowspan' || key === 'start') {
      if (/^\d{1,4}%?$/.test(value.trim())) out.push([key, value.trim()])
    } else {
      out.push([key, value])
    }
  }
  if (name === 'a' && out.some(([key]) => key === 'target')) out.push(['rel', 'noopener noreferrer'])
  return out
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

export function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;')
}

/** Writes the allowed part of a tree as HTML; text is always escaped, so markup comes only from the allow-list. */
export function renderSafe(nodes: HtmlNode[], depth = 0): string {
  if (depth > MAX_DEPTH) return ''
  let html = ''
  for (const node of nodes) {
    if (node.type === 'text') {
      html += escapeText(node.text)
      continue
    }
    const action = tagAction(node.tag)
    if (action === 'drop') continue
    if (action === 'unwrap') {
      html += renderSafe(node.children, depth + 1)
      continue
    }
    const tag = node.tag.toLowerCase()
    const attrs = cleanAttributes(tag, node.attrs)
      .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
      .join('')
    html += VOID.has(tag) ? `<${tag}${attrs}>` : `<${tag}${attrs}>${renderSafe(node.children, depth + 1)}</${tag}>`
  }
  return html
}
