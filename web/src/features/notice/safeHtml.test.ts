import { describe, expect, it } from 'vitest'
import { cleanAttributes, cleanStyle, type HtmlNode, renderSafe, safeUrl, tagAction } from './safeHtml'

const el = (tag: string, attrs: [string, string][] = [], children: HtmlNode[] = []): HtmlNode => ({
  type: 'element',
  tag,
  attrs,
  children,
})
const text = (value: string): HtmlNode => ({ type: 'text', text: value })

describe('safeHtml allow-list', () => {
  it('drops active and embedded elements with their content', () => {
    for (const tag of ['script', 'style', 'iframe', 'object', 'embed', 'svg', 'form', 'SCRIPT']) {
      expect(tagAction(tag)).toBe('drop')
    }
    const html = renderSafe([
      el('p', [], [text('a')]),
      el('script', [], [text('alert(1)')]),
      el('style', [], [text('body{}')]),
      el('iframe', [['src', 'https://x']]),
    ])
    expect(html).toBe('<p>a</p>')
  })

  it('keeps rich-text elements and unwraps unknown ones, keeping their text', () => {
    expect(tagAction('strong')).toBe('keep')
    expect(tagAction('custom-widget')).toBe('unwrap')
    expect(renderSafe([el('custom-widget', [], [el('b', [], [text('bold')]), text(' tail')])])).toBe('<b>bold</b> tail')
    expect(renderSafe([el('p', [], [text('x'), el('br')]), el('img', [['src', 'https://cdn/a.png']])])).toBe(
      '<p>x<br></p><img src="https://cdn/a.png">',
    )
  })

  it('drops event handlers and attributes outside the list', () => {
    expect(
      cleanAttributes('img', [
        ['src', 'https://a/b.png'],
        ['onerror', 'alert(1)'],
        ['ONLOAD', 'x'],
        ['class', 'btn'],
        ['id', 'x'],
        ['alt', 'logo'],
      ]),
    ).toEqual([
      ['src', 'https://a/b.png'],
      ['alt', 'logo'],
    ])
  })

  it('refuses javascript:, vbscript: and data: URLs, except raster data images in img src', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull()
    expect(safeUrl(' JaVaScRiPt:alert(1)')).toBeNull()
    expect(safeUrl('java\tscript:alert(1)')).toBeNull()
    expect(safeUrl('java\nscript:alert(1)')).toBeNull()
    expect(safeUrl('vbscript:msgbox')).toBeNull()
    expect(safeUrl('data:text/html;base64,PHNjcmlwdD4=')).toBeNull()
    expect(safeUrl('data:image/png;base64,iVBORw0KGgo=')).toBeNull()
    expect(safeUrl('data:image/png;base64,iVBORw0KGgo=', true)).toBe('data:image/png;base64,iVBORw0KGgo=')
    expect(safeUrl('data:image/svg+xml;base64,PHN2Zz4=', true)).toBeNull()
    expect(safeUrl('https://phoswap.example/a?b=1')).toBe('https://phoswap.example/a?b=1')
    expect(safeUrl('mailto:team@phoswap.example')).toBe('mailto:team@phoswap.example')
    expect(safeUrl('#/HomeNext/xiangqin?id=1')).toBe('#/HomeNext/xiangqin?id=1')
    expect(safeUrl('/images/a.png')).toBe('/images/a.png')
    expect(cleanAttributes('a', [['href', 'javascript:alert(1)']])).toEqual([])
    expect(cleanAttributes('a', [['href', 'data:image/png;base64,AA==']])).toEqual([])
  })

  it('opens new tabs with rel="noopener noreferrer" and accepts only _blank as a target', () => {
    expect(
      cleanAttributes('a', [
        ['href', 'https://x'],
        ['target', '_blank'],
        ['rel', 'opener'],
      ]),
    ).toEqual([
      ['href', 'https://x'],
      ['target', '_blank'],
      ['rel', 'noopener noreferrer'],
    ])
    expect(cleanAttributes('a', [['target', '_top']])).toEqual([])
  })

  it('keeps harmless style declarations only', () => {
    expect(cleanStyle('color: red; position: fixed; text-align:center')).toBe('color: red; text-align: center')
    expect(cleanStyle('background-color: url(javascript:alert(1))')).toBe('')
    expect(cleanStyle('color: expression(alert(1))')).toBe('')
    expect(cleanStyle('color: re\\64 ')).toBe('')
    expect(cleanStyle('background-image: url(https://x)')).toBe('')
  })

  it('escapes text and attribute values, so no markup is smuggled in', () => {
    expect(renderSafe([text('<img src=x onerror=alert(1)> & co')])).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; co')
    expect(renderSafe([el('span', [['title', '"><script>alert(1)</script>']], [text('t')])])).toBe(
      '<span title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">t</span>',
    )
  })

  it('cuts off absurdly deep trees instead of overflowing the stack', () => {
    let node: HtmlNode = text('deep')
    for (let i = 0; i < 500; i++) node = el('div', [], [node])
    expect(renderSafe([node])).not.toContain('deep')
  })
})
