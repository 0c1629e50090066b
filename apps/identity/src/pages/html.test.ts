import { describe, expect, it } from 'vitest';
import { html, raw } from './html';

describe('html template', () => {
  it('escapes interpolated text and attributes', () => {
    const evil = `"><script>alert('x')</script>`;
    expect(html`<input value="${evil}">${evil}`.value).toBe(
      '<input value="&#34;&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;">&#34;&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;',
    );
  });

  it('keeps nested templates and raw fragments, drops empty values', () => {
    expect(html`<ul>${['a', 'b'].map((x) => html`<li>${x}</li>`)}</ul>${undefined}${false}${raw('<br>')}`.value).toBe(
      '<ul><li>a</li><li>b</li></ul><br>',
    );
  });
});
