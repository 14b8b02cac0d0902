import { describe, expect, it } from 'vitest'
import { escapeHtml } from './escape-html'

describe('escapeHtml', () => {
  it('leaves no markup and no way out of an attribute, and keeps other text as it is', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')"> & Co`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; Co')
    expect(escapeHtml('Zürich 東京 — plain')).toBe('Zürich 東京 — plain')
  })
})
