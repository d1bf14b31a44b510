import { type HtmlNode, MAX_DEPTH, renderSafe } from './safeHtml'

const TEXT_NODE = 3
const ELEMENT_NODE = 1

function toTree(nodes: NodeListOf<ChildNode>, depth: number): HtmlNode[] {
  if (depth > MAX_DEPTH) return []
  const out: HtmlNode[] = []
  for (const node of nodes) {
    if (node.nodeType === TEXT_NODE) out.push({ type: 'text', text: node.textContent ?? '' })
    else if (node.nodeType === ELEMENT_NODE) {
      const element = node as Element
      out.push({
        type: 'element',
        tag: element.localName,
        attrs: Array.from(element.attributes, (attr) => [attr.name, attr.value] as [string, string]),
        children: toTree(element.childNodes, depth + 1),
      })
    }
    // Comments, processing instructions and the like are dropped.
  }
  return out
}

/**
 * Server HTML made safe to render: parsed inertly (DOMParser runs no script and loads nothing), then written
 * out again through the allow-list of `safeHtml.ts`. Without DOMParser the text is shown escaped, never raw.
 */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return renderSafe([{ type: 'text', text: html }])
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html')
  return renderSafe(toTree(doc.body.childNodes, 0))
}
