// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize-html'

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting tags', () => {
    const html =
      '<h1>Judul</h1><h2>Sub</h2><h3>Kecil</h3><p><b>a</b><strong>b</strong><i>c</i><em>d</em><br></p>' +
      '<ul><li>satu</li></ul><ol><li>dua</li></ol><blockquote>kutipan</blockquote><pre><code>x</code></pre>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('removes a script together with its content', () => {
    expect(sanitizeHtml('<p>Halo</p><script>alert(1)</script>')).toBe('<p>Halo</p>')
  })

  it('removes an image entirely, with its onerror handler', () => {
    expect(sanitizeHtml('<p>Foto<img src=x onerror=alert(1)></p>')).toBe('<p>Foto</p>')
  })

  it('drops event handler attributes from allowed tags', () => {
    expect(sanitizeHtml('<p onclick="alert(1)">Klik</p><b onerror="alert(1)">Tebal</b>')).toBe(
      '<p>Klik</p><b>Tebal</b>',
    )
  })

  it('drops a javascript: link target but keeps the link text', () => {
    const clean = sanitizeHtml('<a href="javascript:alert(1)">Klik</a>')
    expect(clean).not.toContain('href')
    expect(clean).toContain('>Klik</a>')
  })

  it('drops javascript: hidden by whitespace and data: links', () => {
    expect(sanitizeHtml('<a href=" java\tscript:alert(1)">a</a>')).not.toContain('href')
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">a</a>')).not.toContain(
      'href',
    )
  })

  it('keeps http, https and mailto links and opens them in a new tab', () => {
    for (const href of ['http://contoh.id/', 'https://contoh.id/a?b=1', 'mailto:halo@contoh.id']) {
      expect(sanitizeHtml(`<a href="${href}" target="_self" rel="opener">x</a>`)).toBe(
        `<a href="${href}" target="_blank" rel="noopener noreferrer nofollow">x</a>`,
      )
    }
  })

  it('gives links without a usable href target and rel too', () => {
    expect(sanitizeHtml('<a>x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer nofollow">x</a>',
    )
  })

  it('removes a class that could restyle the page', () => {
    expect(sanitizeHtml('<p class="fixed inset-0">Teks</p>')).toBe('<p>Teks</p>')
  })

  it('keeps the class of <p class="lead"> (spec §5 allows class) and drops the rest beside it', () => {
    expect(sanitizeHtml('<p class="lead">Pembuka</p>')).toBe('<p class="lead">Pembuka</p>')
    expect(sanitizeHtml('<p class="lead fixed inset-0 z-50">Pembuka</p>')).toBe(
      '<p class="lead">Pembuka</p>',
    )
  })

  it('keeps lead only on a paragraph', () => {
    expect(sanitizeHtml('<h1 class="lead">Judul</h1><code class="lead">x</code>')).toBe(
      '<h1>Judul</h1><code>x</code>',
    )
  })

  it('keeps only the language class on code', () => {
    expect(sanitizeHtml('<code class="language-ts fixed">x</code>')).toBe(
      '<code class="language-ts">x</code>',
    )
  })

  it('does not allow a language class outside code and pre', () => {
    expect(sanitizeHtml('<p class="language-ts">x</p>')).toBe('<p>x</p>')
  })

  it('unwraps div and span but keeps their text', () => {
    expect(sanitizeHtml('<div><span>Halo</span> dunia</div>')).toBe('Halo dunia')
  })

  it('removes style and other attributes outside the allow-list', () => {
    expect(
      sanitizeHtml('<p style="position:fixed" id="x" data-x="1" aria-label="y">Teks</p>'),
    ).toBe('<p>Teks</p>')
  })
})
