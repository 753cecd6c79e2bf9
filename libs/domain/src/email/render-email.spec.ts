import { EMAIL_TEMPLATE_DEFAULTS, EMAIL_TEMPLATE_KEYS } from './email-templates';
import { fillVariables, htmlToText, renderEmail, unknownVariables, variablesIn } from './render-email';

const base = {
  subject: 'Hola {{firstName}}',
  body: '<p>Hola {{ firstName }}, mira <a href="https://inhala.app/ritual">tu ritual</a>.</p>',
  variables: { firstName: 'Ana' },
  button: { text: 'Ir a la Aplicación ✨', position: 'end' as const, url: 'https://inhala.app/' },
};

describe('e-mail variables', () => {
  it('should list the variables a text uses, once each, with or without spaces', () => {
    expect(variablesIn('{{a}} y {{ b }} y {{a}}')).toEqual(['a', 'b']);
  });

  it('should name the variables a template does not offer', () => {
    expect(unknownVariables('{{firstName}} {{contentTitle}}', ['firstName'])).toEqual(['contentTitle']);
  });

  it('should escape values in HTML and leave them as they are in text', () => {
    const values = { firstName: '<script>alert(1)</script> & "Ana"' };
    expect(fillVariables('<p>{{firstName}}</p>', values, 'html')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Ana&quot;</p>',
    );
    expect(fillVariables('{{firstName}}', values, 'text')).toBe(values.firstName);
  });

  it('should fill a missing value with nothing rather than the placeholder', () => {
    expect(fillVariables('Hola {{firstName}}', {}, 'text')).toBe('Hola ');
  });
});

describe('renderEmail', () => {
  it('should put the button after the body by default and before it when asked', () => {
    const end = renderEmail(base).html;
    expect(end.indexOf('Ir a la Aplicación ✨')).toBeGreaterThan(end.indexOf('tu ritual'));
    const start = renderEmail({ ...base, button: { ...base.button, position: 'start' } }).html;
    expect(start.indexOf('Ir a la Aplicación ✨')).toBeLessThan(start.indexOf('tu ritual'));
    expect(renderEmail({ ...base, button: { ...base.button, position: 'none' } }).html).not.toContain(
      'Ir a la Aplicación',
    );
  });

  it('should carry the footer and the open pixel only when given', () => {
    const plain = renderEmail(base);
    expect(plain.html).not.toContain('Darse de baja');
    expect(plain.html).not.toContain('<img');
    const marketing = renderEmail({
      ...base,
      footer: {
        preferencesUrl: 'https://inhala.app/p',
        unsubscribeUrl: 'https://inhala.app/u',
        reason: 'Porque sí.',
      },
      openPixelUrl: 'https://inhala.app/o.gif',
    });
    expect(marketing.html).toContain('href="https://inhala.app/u"');
    expect(marketing.html).toContain('src="https://inhala.app/o.gif"');
    expect(marketing.text).toContain('Darse de baja: https://inhala.app/u');
  });

  it('should rewrite the body links and the button through the tracking wrapper', () => {
    const html = renderEmail({
      ...base,
      wrapLink: (url) => `https://t.example/?u=${encodeURIComponent(url)}`,
    }).html;
    expect(html).toContain('href="https://t.example/?u=https%3A%2F%2Finhala.app%2Fritual"');
    expect(html).toContain('href="https://t.example/?u=https%3A%2F%2Finhala.app%2F"');
  });

  it('should keep HTML out of the subject and write a readable text part', () => {
    const mail = renderEmail({ ...base, variables: { firstName: '<b>Ana</b>' } });
    expect(mail.subject).toBe('Hola <b>Ana</b>');
    expect(mail.text).toContain('Hola <b>Ana</b>, mira tu ritual (https://inhala.app/ritual).');
    expect(mail.text).toContain('Ir a la Aplicación ✨: https://inhala.app/');
  });

  it.each(EMAIL_TEMPLATE_KEYS)('should render the default %s template with no placeholder left', (key) => {
    const t = EMAIL_TEMPLATE_DEFAULTS[key];
    expect(unknownVariables(`${t.subject} ${t.body}`, t.variables)).toEqual([]);
    const mail = renderEmail({
      subject: t.subject,
      body: t.body,
      variables: t.sample,
      button: { text: t.buttonText, position: t.buttonPosition, url: 'https://inhala.app/' },
    });
    expect(`${mail.subject} ${mail.html}`).not.toMatch(/\{\{/);
  });
});

describe('htmlToText', () => {
  it('should turn paragraphs, breaks and list items into lines and decode entities', () => {
    expect(htmlToText('<p>Uno &amp; dos</p><ul><li>a</li><li>b</li></ul><p>x<br>y</p>')).toBe(
      'Uno & dos\n\n• a\n\n• b\n\nx\ny',
    );
  });
});
