import { render } from '@testing-library/react';
import { prepareRichHtml, RichHtml } from './rich-html';

describe('RichHtml', () => {
  it('strips scripts, event handlers and script URLs', () => {
    const { container } = render(
      <RichHtml
        html={
          '<p>正文</p><script>window.hacked = 1</script><img src="/aikn-app/file/raw/3?exp=1&amp;sig=ab" onerror="window.hacked = 2">' +
          '<a href="javascript:alert(1)" onclick="x()">坏链接</a><iframe src="https://evil.example"></iframe>' +
          '<p style="position:fixed" class="evil">样式</p><svg><script>1</script></svg>'
        }
      />,
    );
    const html = container.innerHTML;
    expect(container.querySelector('script, iframe, svg, [onerror], [onclick], [style]')).toBeNull();
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('hacked');
    expect(container.querySelector('p.evil')).toBeNull();
    expect(container.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/aikn-app/file/raw/3?exp=1&sig=ab');
  });

  it('keeps images from our file store only', () => {
    const { container } = render(
      <RichHtml
        html={'<img src="https://tracker.example/p.gif"><img src="data:image/png;base64,AAAA"><img src="/aikn-app/file/raw/9">'}
      />,
    );
    expect([...container.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(['/aikn-app/file/raw/9']);
  });

  it('opens outside links in a new tab without a handle on the app', () => {
    const { container } = render(
      <RichHtml
        html={'<a href="https://example.com/doc" target="_self">外链</a><a href="#top">锚点</a><a href="#/detail?id=3">站内</a>'}
      />,
    );
    const [outside, fragment, inside] = container.querySelectorAll('a');
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toContain('noopener');
    expect(outside.getAttribute('rel')).toContain('noreferrer');
    // A bare fragment would be read as a route by the hash router.
    expect(fragment.hasAttribute('href')).toBe(false);
    expect(inside.getAttribute('href')).toBe('#/detail?id=3');
    expect(inside.hasAttribute('target')).toBe(false);
  });

  it('gives headings their own ids and lists them, ignoring ids from the input', () => {
    const prepared = prepareRichHtml('<h2 id="location">概述</h2><p>x</p><h3>步骤 <em>一</em></h3><h4> </h4><h1>附录</h1>');
    expect(prepared.headings).toEqual([
      { id: 'sec-1', level: 2, text: '概述' },
      { id: 'sec-2', level: 3, text: '步骤 一' },
      { id: 'sec-4', level: 1, text: '附录' },
    ]);
    expect(prepared.html).not.toContain('id="location"');
  });

  it('keeps the tables, lists and code of the editor', () => {
    const { container } = render(
      <RichHtml
        html={
          '<table><thead><tr><th colspan="2">表头</th></tr></thead><tbody><tr><td>甲</td><td>乙</td></tr></tbody></table>' +
          '<ul><li>一</li></ul><pre><code class="language-ts evil">const a = 1;</code></pre><blockquote>引用</blockquote>'
        }
      />,
    );
    expect(container.querySelector('th')?.getAttribute('colspan')).toBe('2');
    expect(container.querySelectorAll('td')).toHaveLength(2);
    expect(container.querySelector('code')?.getAttribute('class')).toBe('language-ts');
    expect(container.querySelector('blockquote')?.textContent).toBe('引用');
  });
});
