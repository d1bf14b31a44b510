/**
 * Notice HTML and what the allow-list of `richText.ts` leaves of it: the server's sanitiser (sanitize-html) and the
 * browser's (DOMPurify) must both give `safe` (compared as markup: same elements, attributes and text), so the two
 * cannot drift apart. Used by server/test/services/richText.test.ts and e2e/test/noticeSanitizer.test.ts; a payload that ran would
 * set `window.__pwned`.
 */
export const RICH_TEXT_CASES: readonly { name: string; html: string; safe: string }[] = [
  { name: 'plain rich text stays', html: '<p>a <b>b</b> <em>c</em></p>', safe: '<p>a <b>b</b> <em>c</em></p>' },
  { name: 'script and its text go', html: '<p>x</p><script>window.__pwned = 2</script>', safe: '<p>x</p>' },
  { name: 'style element goes', html: '<style>p{}</style><p>y</p>', safe: '<p>y</p>' },
  {
    name: 'event handlers go',
    html: '<img src="/images/a.png" onerror="window.__pwned = 1" alt="a">',
    safe: '<img src="/images/a.png" alt="a">',
  },
  { name: 'style attributes go', html: '<p style="position:fixed">z</p>', safe: '<p>z</p>' },
  {
    name: 'javascript: links lose their href and get the safe target',
    html: '<a href="javascript:window.__pwned = 3">j</a>',
    safe: '<a target="_blank" rel="noopener noreferrer nofollow">j</a>',
  },
  {
    name: 'http links open a new tab without the opener',
    html: '<a href="https://example.org/x" target="_self">k</a>',
    safe: '<a href="https://example.org/x" target="_blank" rel="noopener noreferrer nofollow">k</a>',
  },
  { name: 'data images go', html: '<img src="data:image/svg+xml;base64,AAAA" alt="d">', safe: '<img alt="d">' },
  { name: 'unknown elements are unwrapped', html: '<section><font color="red">f</font></section>', safe: 'f' },
  { name: 'iframes go', html: '<iframe src="https://example.org"></iframe><p>i</p>', safe: '<p>i</p>' },
  {
    name: 'tables keep their spans only',
    html: '<table><tbody><tr><td colspan="2" class="c">t</td></tr></tbody></table>',
    safe: '<table><tbody><tr><td colspan="2">t</td></tr></tbody></table>',
  },
]
