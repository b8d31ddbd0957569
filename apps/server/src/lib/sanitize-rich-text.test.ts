import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from './sanitize-rich-text.ts'

describe('sanitizeRichText', () => {
  it('keeps the spec §5 tags and drops scripts, handlers and styles', () => {
    expect(
      sanitizeRichText(
        '<h2 style="color:red" onclick="x()">Judul</h2><script>alert(1)</script><p><b>tebal</b><img src=x onerror=alert(1)></p>',
      ),
    ).toBe('<h2>Judul</h2><p><b>tebal</b></p>')
  })

  it('keeps http(s) and mailto links, opened in a new tab without ranking credit', () => {
    expect(sanitizeRichText('<a href="https://contoh.id">situs</a>')).toBe(
      '<a href="https://contoh.id" target="_blank" rel="noopener noreferrer nofollow">situs</a>',
    )
    expect(sanitizeRichText('<a href="java\tscript:alert(1)">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer nofollow">x</a>',
    )
  })

  it('keeps only language-* classes, and only on code and pre', () => {
    expect(
      sanitizeRichText(
        '<pre class="language-js fixed"><code class="inset-0">x</code></pre><p class="fixed">y</p>',
      ),
    ).toBe('<pre class="language-js"><code>x</code></pre><p>y</p>')
  })

  it('keeps the class of <p class="lead"> (spec §5 allows class)', () => {
    expect(sanitizeRichText('<p class="lead">Pembuka</p>')).toBe('<p class="lead">Pembuka</p>')
  })

  it('drops Tailwind classes that would restyle the page, keeping an allowed one beside them', () => {
    expect(
      sanitizeRichText(
        '<p class="fixed inset-0 z-50 bg-black">x</p><p class="lead hidden">y</p><h2 class="lead">z</h2>',
      ),
    ).toBe('<p>x</p><p class="lead">y</p><h2>z</h2>')
  })
})
