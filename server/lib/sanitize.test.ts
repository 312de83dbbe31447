import { plainText, prepareContent, sanitizeContent } from './sanitize';

describe('sanitizeContent', () => {
  it.each([
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,hi">x</a>', '<a>x</a>'],
    ['<a href="https://a.example" target="_top" rel="opener">x</a>', '<a href="https://a.example">x</a>'],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<img data-file-id="12abc">', ''],
    ['<img data-file-id="0012" onload="x()">', '<img data-file-id="12" />'],
    ['<svg><script>alert(1)</script></svg><p>留下</p>', '<p>留下</p>'],
    ['<table><tr><td colspan="9999" rowspan="2">x</td></tr></table>', '<table><tr><td rowspan="2">x</td></tr></table>'],
    ['<table><tr><td colspan="2" style="color:red">x</td></tr></table>', '<table><tr><td colspan="2">x</td></tr></table>'],
    ['<code class="language-ts evil">x</code>', '<code class="language-ts">x</code>'],
    ['<p id="a" class="b" data-x="c">段落</p>', '<p>段落</p>'],
  ])('cleans %s', (dirty, clean) => {
    expect(sanitizeContent(dirty)).toBe(clean);
  });
});

describe('plainText', () => {
  it('keeps characters that look like markup as text', () => {
    expect(prepareContent('<p>a &lt; b &amp;&amp; c &gt; d "引号"</p>').contentText).toBe('a < b && c > d "引号"');
  });

  it('puts each block on its own line and drops empty ones', () => {
    expect(plainText('<h1>题</h1><p></p><p>甲<br />乙</p><blockquote><p>引</p></blockquote><pre><code>x\n  y</code></pre>')).toBe(
      '题\n甲\n乙\n引\nx\ny',
    );
  });
});
