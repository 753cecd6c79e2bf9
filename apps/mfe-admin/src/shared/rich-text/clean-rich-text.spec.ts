import { cleanRichText, isRichTextEmpty } from './clean-rich-text';

describe('the editor preview allow-list', () => {
  it.each([
    ['<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['<p>a<img src="x" onerror="alert(1)"></p>', '<p>a</p>'],
    ['<p><a href="javascript:alert(1)">clic</a></p>', '<p>clic</p>'],
    ['<p style="background:expression(alert(1))" class="x">a</p>', '<p>a</p>'],
    ['<iframe src="https://evil.example">x</iframe><svg onload="alert(1)"><text>y</text></svg>', ''],
    ['<p><span style="color:red">rojo</span></p>', '<p>rojo</p>'],
    ['<div>línea</div><h1>Grande</h1>', '<p>línea</p><h2>Grande</h2>'],
  ])('should reduce %s to the allow-list', (dirty, clean) => {
    expect(cleanRichText(dirty)).toBe(clean);
  });

  it('should keep the allowed tags and make links open safely', () => {
    const html =
      '<h2>T</h2><h3>S</h3><p><b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u><br></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote>';
    expect(cleanRichText(html)).toBe(html);
    expect(cleanRichText('<a href="https://inhala.app" onclick="x()">sí</a>')).toBe(
      '<a href="https://inhala.app" target="_blank" rel="noopener noreferrer">sí</a>',
    );
  });

  it('should call a text of empty paragraphs empty', () => {
    expect(isRichTextEmpty('<p><br></p><p>&nbsp;</p>')).toBe(true);
    expect(isRichTextEmpty('<p>a</p>')).toBe(false);
  });
});
