/**
 * The XSS corpus of tests/e2e/xss.spec.ts: payloads that would run a script, fire a handler or
 * plant a script link if any of them reached a page unescaped. Every payload that could run does
 * something the test can see: it opens a dialog (`alert`), sets the `window.__xss` canary, or logs
 * the `XSS-FIRED` console message.
 */

/** A harmless word written with the payloads, so the test can see the injected text did reach a page. */
export const MARKER = 'XSSCORPUS'

export const PAYLOADS: string[] = [
  // Script elements, plain and disguised.
  '<script>window.__xss=1</script>',
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '<<script>alert(1)//<</script>',
  '"><script>alert(1)</script>',
  "'><script>window.__xss=1</script>",
  '</script><script>window.__xss=1</script>',
  '</title><script>alert(1)</script>',
  '</textarea><script>alert(1)</script>',
  '</style><script>window.__xss=1</script>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  // Event handlers.
  '<img src=x onerror="window.__xss=1">',
  '<img src=x onerror=alert(1)>',
  '<img src=x onerror="console.log(\'XSS-FIRED\')">',
  '<img src=x onerror=&#97;&#108;&#101;&#114;&#116;(1)>',
  '<img """><script>alert(1)</script>">',
  '<svg onload="window.__xss=1">',
  '<svg/onload=alert(1)>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">x</details>',
  '<video><source onerror="window.__xss=1"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<x onclick=alert(1)>click</x>',
  '<a href="https://example.edu" onmouseover="window.__xss=1">hover</a>',
  '<p style="x" onpointerenter="window.__xss=1">move</p>',
  '<div onanimationstart="window.__xss=1" style="animation:spin 1s">a</div>',
  '<isindex type=image src=1 onerror=alert(1)>',
  // SVG.
  '<svg><script>window.__xss=1</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin="window.__xss=1" attributeName=x dur=1s>',
  '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>',
  '<svg><foreignObject><img src=x onerror="window.__xss=1"></foreignObject></svg>',
  // Script and data URLs in links, frames, forms and objects.
  '<a href="javascript:window.__xss=1">js link</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="  javascript:alert(1)">leading spaces</a>',
  '<a href="java&#x09;script:alert(1)">tab entity</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">decimal entities</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">named colon</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<iframe src="javascript:parent.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>send</button></form>',
  '<button formaction="javascript:alert(1)">go</button>',
  '<img src="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=import href="data:text/html,<script>alert(1)</script>">',
  '<table background="javascript:alert(1)"><tr><td>t</td></tr></table>',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  "<style>@import 'javascript:alert(1)';</style>",
  // Mutation and broken markup.
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<p>unclosed <b><i>broken <a href="javascript:alert(1)"',
  '<img src=x onerror=alert(1)',
  '<<img src=x onerror=alert(1)>>',
  // Bare schemes and entity-encoded schemes (for plain text and URL fields).
  'javascript:alert(1)',
  'JaVaScRiPt:window.__xss=1',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'jav&#x61;script:alert(1)',
  '&#106;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  // Template and string breakouts.
  "{{constructor.constructor('window.__xss=1')()}}",
  '${alert(1)}',
  '\u2028\u2029</script><script>alert(1)</script>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
]

/** The URLs put into rich-text link nodes and URL fields. */
export const URL_PAYLOADS: string[] = [
  'javascript:alert(1)',
  'JaVaScRiPt:window.__xss=1',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  'jav&#x61;script:alert(1)',
  '&#106;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/\\evil.example',
  'https://example.edu/" onmouseover="alert(1)',
]

const text = (t: string) => ({ type: 'text', version: 1, text: t, format: 0, mode: 'normal', style: '', detail: 0 })
const paragraph = (children: unknown[]) => ({
  type: 'paragraph',
  version: 1,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  textStyle: '',
})
const link = (url: string, label: string) => ({
  type: 'link',
  version: 3,
  fields: { linkType: 'custom', url, newTab: false },
  children: [text(label)],
  direction: 'ltr',
  format: '',
  indent: 0,
})

/** A Lexical document: every payload as a text node, and a link node for each of `urls`. */
export function lexicalCorpus(urls: string[]): unknown {
  const children = [
    paragraph([text(MARKER)]),
    ...PAYLOADS.map((p) => paragraph([text(p)])),
    ...urls.map((u, i) => paragraph([link(u, `${MARKER} link ${i}`)])),
  ]
  return { root: { type: 'root', version: 1, children, direction: 'ltr', format: '', indent: 0 } }
}

/** A Lexical document with one link, to learn whether the editor's link validation takes `url`. */
export function lexicalLink(url: string): unknown {
  return {
    root: {
      type: 'root',
      version: 1,
      children: [paragraph([link(url, MARKER)])],
      direction: 'ltr',
      format: '',
      indent: 0,
    },
  }
}

/** The texts tried in a plain text field, in order: the next is tried when the field refuses one. */
export function textVariants(index: number, urlField: boolean): string[] {
  const rotate = (list: string[]) => list.map((_, i) => list[(i + index) % list.length])
  const all = `${MARKER} ${PAYLOADS.join(' ')}`
  const some = `${MARKER} ${rotate(PAYLOADS).slice(0, 4).join(' ')}`.slice(0, 190)
  const short = rotate(PAYLOADS.filter((p) => p.length <= 40))[0]
  const url = rotate(URL_PAYLOADS)[0]
  // A field meant for an address gets a script URL first.
  return urlField ? [url, all, some, short] : [all, some, short, url]
}
