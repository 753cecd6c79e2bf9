import { draftAnnouncement, fillSomeVariables } from './announcement-draft';
import { EMAIL_TEMPLATE_DEFAULTS } from './email-templates';
import { unknownVariables, variablesIn } from './render-email';

describe('announcement drafts', () => {
  it('should fill only the variables given and keep the others for the send', () => {
    expect(fillSomeVariables('Hola {{firstName}}, {{ contentTitle }}', { contentTitle: 'Paz' }, 'text')).toBe(
      'Hola {{firstName}}, Paz',
    );
  });

  it('should escape the values in HTML and not in the subject', () => {
    const draft = draftAnnouncement(
      EMAIL_TEMPLATE_DEFAULTS.new_meditation,
      {
        type: 'meditation',
        id: 4,
        title: '<b>Calma</b> & "luz"',
        description: null,
        path: '/meditaciones',
      },
      'https://inhala.app',
    );
    expect(draft.subject).toBe('Nueva meditación: <b>Calma</b> & "luz"');
    expect(draft.body).toContain('<strong>&lt;b&gt;Calma&lt;/b&gt; &amp; &quot;luz&quot;</strong>');
    expect(draft.body).toContain('<p></p>'); // no description
    expect(variablesIn(draft.body)).toEqual(['firstName']);
    expect(unknownVariables(`${draft.subject}${draft.body}`, ['firstName', 'appUrl'])).toEqual([]);
  });

  it('should link to the content under the app address', () => {
    const draft = draftAnnouncement(
      { subject: 'x', body: '<a href="{{contentUrl}}">Ver</a>' },
      { type: 'challenge', id: 3, title: 'Reto', description: 'Cinco días', path: '/challenges/3' },
      'https://inhala.app',
    );
    expect(draft.body).toBe('<a href="https://inhala.app/challenges/3">Ver</a>');
  });
});
