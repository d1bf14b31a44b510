import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_LINK, RICH_TEXT_TAGS, richTextUrlAllowed } from '@phoswap/core/richText'
import DOMPurify from 'dompurify'

const ANY_ATTRIBUTE = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())]
let configured = false

/** DOMPurify with the per-tag attributes, the URL schemes and the link target of core's one allow-list. */
function purifier(): typeof DOMPurify {
  if (configured) return DOMPurify
  DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase()
    const name = data.attrName
    if (!RICH_TEXT_ATTRIBUTES[tag]?.includes(name)) data.keepAttr = false
    else if ((name === 'href' || name === 'src') && !richTextUrlAllowed(tag, data.attrValue)) data.keepAttr = false
  })
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return
    node.setAttribute('target', RICH_TEXT_LINK.target)
    node.setAttribute('rel', RICH_TEXT_LINK.rel)
  })
  configured = true
  return DOMPurify
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * Notice HTML made safe to render in the browser (the server sanitised it with the same list when it was saved; a
 * notice passed in the URL was not): DOMPurify, a maintained sanitiser, with core's allow-list. Without a DOM
 * the text is shown escaped, never raw.
 */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return escapeText(html)
  return purifier().sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: ANY_ATTRIBUTE,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  })
}
