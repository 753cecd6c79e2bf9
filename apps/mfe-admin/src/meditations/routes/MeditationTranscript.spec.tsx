import { screen, waitFor, within } from '@testing-library/react';
import { fill, setupUser, type UserEvent } from '../../../../../tools/test/user';
import type { AdminMeditation } from '@inhala/domain';
import { renderAdmin, type FakeCall } from '../../shared/testing/admin-test-kit';
import './MeditationEditPage';
import { stubMediaElement } from '../../../../../tools/test/fake-media';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
  stubMediaElement();
});
afterEach(() => jest.restoreAllMocks());

const recorded: AdminMeditation = {
  id: 4,
  name: 'Lluvia dorada',
  slug: 'lluvia-dorada',
  description: 'Una práctica.',
  journalPrompt: null,
  duration: 5,
  videoUrl: null,
  mediaUrl: '/uploads/a.mp3',
  mediaType: 'audio',
  mediaSeconds: 300,
  imageUrl: null,
  isNew: false,
  status: 'published',
  sortOrder: 4,
  categoryIds: [1],
  keywordIds: [1],
  typeIds: [1],
  tagIds: [],
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const VTT = 'WEBVTT\n\n00:00.200 --> 00:04.200\n[Suena una campana]\n';

function server(item: AdminMeditation) {
  return (call: FakeCall) => {
    if (call.method === 'GET' && call.path === '/api/admin/meditations/4') return { status: 200, body: item };
    if (call.method === 'GET' && call.path === '/api/admin/meditations/4/script')
      return { status: 200, body: { meditationId: 4, steps: [] } };
    if (call.method === 'GET' && call.path === '/api/admin/meditations/4/transcript')
      return { status: 200, body: { transcript: 'Una campana.', captions: null } };
    if (call.method === 'PUT' && call.path === '/api/admin/meditations/4/transcript')
      return { status: 200, body: call.body };
    if (call.method === 'GET' && call.path === '/api/admin/lookups')
      return { status: 200, body: { categories: [], keywords: [], types: [], tags: [] } };
    return undefined;
  };
}

describe('meditation transcript', () => {
  it('checks the captions as WebVTT under their field, reads a .vtt file, and saves both', async () => {
    const { calls } = renderAdmin('/admin/meditations/4', server(recorded));
    const section = await screen.findByRole('region', { name: 'Transcripción del archivo' });
    const transcript = await within(section).findByLabelText('Transcripción');
    expect(transcript).toHaveValue('Una campana.');
    const captions = within(section).getByLabelText('Subtítulos (WebVTT)');

    await fill(user, captions, 'WEBVTT\n\n00:04 --> 00:01.000\nAl revés');
    await user.click(within(section).getByRole('button', { name: 'Guardar transcripción' }));
    expect(
      await within(section).findByText(
        'Los subtítulos no tienen un formato WebVTT válido (línea 3): el tiempo debe escribirse como «00:01.000 --> 00:04.500».',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    // A file read into the field replaces what was typed, and the message goes once it holds.
    const file = new File([VTT], 'campana.vtt', { type: 'text/vtt' });
    await user.upload(within(section).getByLabelText('Cargar un archivo .vtt'), file);
    await waitFor(() => expect(captions).toHaveValue(VTT));
    expect(within(section).queryByText(/no tienen un formato WebVTT/)).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Guardar transcripción' }));
    expect(await screen.findByText('Guardado exitoso')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      transcript: 'Una campana.',
      captions: VTT.trim(),
    });
  });

  it('is offered only for an uploaded audio file', async () => {
    renderAdmin('/admin/meditations/4', server({ ...recorded, mediaUrl: null, mediaType: null }));
    expect(await screen.findByLabelText('Guion')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Transcripción del archivo' })).not.toBeInTheDocument();
  });
});
