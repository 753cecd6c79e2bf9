import { sanitizeRichText } from './sanitize-html.rich-text-sanitizer';

describe('the rich text allow-list (sanitize-html)', () => {
  it.each([
    ['a script and its code', '<p>Hola<script>alert(1)</script></p>', '<p>Hola</p>'],
    ['an event handler on an image', '<p>a</p><img src=x onerror="alert(1)">', '<p>a</p>'],
    ['an event handler on an allowed tag', '<p onmouseover="alert(1)">a</p>', '<p>a</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">clic</a>', 'clic'],
    ['a javascript: link hidden by an entity', '<a href="jav&#x09;ascript:alert(1)">clic</a>', 'clic'],
    ['a JAVASCRIPT: link in capitals', '<a href=" JaVaScRiPt:alert(1)">clic</a>', 'clic'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD4=">clic</a>', 'clic'],
    ['a relative link', '<a href="/retos">retos</a>', 'retos'],
    ['a protocol-relative link', '<a href="//evil.example/x">x</a>', 'x'],
    ['a style expression', '<p style="background:expression(alert(1))">a</p>', '<p>a</p>'],
    ['a style element', '<style>p{color:red}</style><p>a</p>', '<p>a</p>'],
    ['an iframe and its content', '<iframe src="https://evil.example">dentro</iframe><p>a</p>', '<p>a</p>'],
    ['an svg with onload', '<svg onload="alert(1)"><text>svg</text></svg><p>a</p>', '<p>a</p>'],
    ['a form control', '<p>a<input value="x" onfocus="alert(1)" autofocus></p>', '<p>a</p>'],
    ['a class and an id', '<p class="x" id="y">a</p>', '<p>a</p>'],
  ])('should remove %s', (_what, dirty, clean) => {
    expect(sanitizeRichText(dirty)).toBe(clean);
  });

  it('should keep every allowed tag', () => {
    const html =
      '<h2>Título</h2><h3>Sub</h3><p>Texto <strong>fuerte</strong> <b>b</b> <em>em</em> <i>i</i> <u>u</u><br />línea</p>' +
      '<ul><li>uno</li></ul><ol><li>dos</li></ol><blockquote>cita</blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('should keep http(s) and mailto links, opening in a new tab without an opener', () => {
    expect(sanitizeRichText('<a href="https://inhala.app/x" target="_self" onclick="x()">sí</a>')).toBe(
      '<a href="https://inhala.app/x" target="_blank" rel="noopener noreferrer">sí</a>',
    );
    expect(sanitizeRichText('<a href="mailto:hola@inhala.app" rel="opener">mail</a>')).toBe(
      '<a href="mailto:hola@inhala.app" target="_blank" rel="noopener noreferrer">mail</a>',
    );
  });

  it('should turn what a browser editor writes into allowed tags', () => {
    expect(sanitizeRichText('<div>una línea</div><h1>Grande</h1>')).toBe('<p>una línea</p><h2>Grande</h2>');
  });

  it('should give the same HTML when cleaned twice', () => {
    const dirty = '<p onclick="x">a <a href="https://x.example">b</a><script>c</script></p><div>d</div>';
    const once = sanitizeRichText(dirty);
    expect(sanitizeRichText(once)).toBe(once);
  });
});
