import { fakeResponse } from '../../../../../tools/test/polyfills';
import { FakeWebSocket } from '../../../../../tools/test/fake-websocket';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHAT_CLOSE } from '@inhala/domain';
import { resetNetworkStatusForTests } from '@inhala/ui';
import { chatMessage, json, mountChat, openRoom, person } from '../chat-test-kit';
import { compressImage } from '../compress-image';
import { stubMediaElement } from '../../../../../tools/test/fake-media';

jest.mock('../compress-image', () => ({ compressImage: jest.fn() }));

const MB = 1024 * 1024;
const log = () => screen.getByRole('log', { name: 'Mensajes de la comunidad' });
const composer = () => screen.getByRole('textbox', { name: 'Escribe un mensaje' });

function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('/comunidad gates', () => {
  it('should ask a visitor to sign in and open the sign-in dialog, without a socket', async () => {
    const { user, requestSignIn } = mountChat(null);
    expect(await screen.findByRole('heading', { name: 'Acceso requerido' })).toBeInTheDocument();
    expect(screen.getByText('Inicia sesión para acceder a la comunidad')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comunidad' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(requestSignIn).toHaveBeenCalled();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('should send a lead to the conversion flow, without a socket', async () => {
    mountChat(person('lead'));
    expect(await screen.findByText('Ruta: /subscription')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 0));
    expect(FakeWebSocket.instances).toHaveLength(0);
  });
});

describe('/comunidad room', () => {
  it('should open /ws with the session and group messages of one person within 60 s', async () => {
    mountChat(person('client'));
    const socket = await openRoom([
      chatMessage(1, {}, 0),
      chatMessage(2, {}, 30),
      chatMessage(3, { userId: '3', user: { firstName: 'Luis', lastName: 'Mar', role: 'client' } }, 40),
      chatMessage(4, {}, 50),
      chatMessage(5, {}, 115),
    ]);
    expect(socket.url).toBe(`ws://localhost/ws?sessionId=${'s'.repeat(32)}`);
    expect(socket.sent[0]).toEqual({ event: 'user_connect', data: { lastSeq: null } });
    // Madrid is UTC+1 in January: one name and one 'HH:mm' per group.
    const groups = within(log()).getAllByRole('region');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual([
      'Ana Ruiz, 10:00',
      'Luis Mar, 10:00',
      'Ana Ruiz, 10:00',
      'Ana Ruiz, 10:01',
    ]);
    expect(within(groups[0]!).getByText('Mensaje 1')).toBeInTheDocument();
    expect(within(groups[0]!).getByText('Mensaje 2')).toBeInTheDocument();
    expect(within(groups[0]!).getAllByText('Ana Ruiz')).toHaveLength(1);
    expect(log()).toHaveAttribute('aria-live', 'polite');
  });

  it("should separate the days in the reader's time zone with headings: a date, 'Ayer', 'Hoy'", async () => {
    jest.useFakeTimers({ advanceTimers: true, now: Date.parse('2026-11-25T10:00:00Z') });
    mountChat(person('client', { timezone: 'Europe/Madrid' }));
    await openRoom([
      chatMessage(1, { createdAt: '2025-12-31T18:00:00Z' }),
      chatMessage(2, { createdAt: '2026-11-22T09:00:00Z' }),
      chatMessage(3, { createdAt: '2026-11-22T09:00:30Z' }),
      chatMessage(4, { createdAt: '2026-11-24T20:00:00Z' }),
      // 00:30 on the 25th in Madrid, though still the 24th in UTC.
      chatMessage(5, { createdAt: '2026-11-24T23:30:00Z' }),
    ]);
    const days = within(log()).getAllByRole('heading', { level: 2 });
    expect(days.map((d) => d.textContent)).toEqual([
      '31 de diciembre, 2025',
      '22 de noviembre',
      'Ayer',
      'Hoy',
    ]);
    // Each heading stands right before the first message of its day.
    const groups = within(log()).getAllByRole('region');
    expect(days[3]!.nextElementSibling).toBe(groups[3]);
    expect(within(groups[3]!).getByText('Mensaje 5')).toBeInTheDocument();
    // They scroll with the messages: pinned (sticky) they all sat at one spot at the top of the
    // log, over each other ('25 d Hoy mbre') and over the first message; their pill is opaque.
    for (const day of days) {
      expect(day.className).not.toMatch(/(^|\s)(sticky|fixed|absolute)(\s|$)/);
      expect(within(day).getByText(day.textContent).className).toMatch(/(^|\s)bg-/);
      expect(within(day).getByText(day.textContent).className).not.toMatch(/bg-[\w-]+\/\d+/);
    }
  });

  it('should show at most 4 online avatars with initials, then +N', async () => {
    mountChat(person('client'));
    const socket = await openRoom();
    const names = ['Ana Ruiz', 'Luis Mar', 'Eva Sol', 'Iker Paz', 'Noa Luz', 'Leo Rio'];
    act(() =>
      socket.push('online_users', {
        users: names.map((n, i) => ({
          id: String(i + 1),
          firstName: n.split(' ')[0],
          lastName: n.split(' ')[1],
        })),
      }),
    );
    const list = screen.getByRole('list', { name: 'Personas en línea' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('AR');
    expect(items[4]).toHaveTextContent('+2');
  });

  it('should show who is typing and send typing_start, then typing_stop after 2 s idle', async () => {
    mountChat(person('client'));
    const socket = await openRoom();
    act(() => socket.push('user_typing', { userId: '2', firstName: 'Ana' }));
    expect(screen.getByText('Ana está escribiendo...')).toBeInTheDocument();
    act(() => socket.push('user_stopped_typing', { userId: '2' }));
    expect(screen.queryByText('Ana está escribiendo...')).not.toBeInTheDocument();

    jest.useFakeTimers();
    fireEvent.change(composer(), { target: { value: 'Ho' } });
    fireEvent.change(composer(), { target: { value: 'Hola' } });
    expect(socket.sent.filter((f) => f.event === 'typing_start')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1999));
    expect(socket.sent.some((f) => f.event === 'typing_stop')).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(socket.sent.at(-1)).toEqual({ event: 'typing_stop', data: {} });
  });

  it('should say typing_start again every second while the person goes on writing', async () => {
    mountChat(person('client'));
    const socket = await openRoom();
    jest.useFakeTimers();
    for (let i = 1; i <= 6; i += 1) {
      fireEvent.change(composer(), { target: { value: 'Hola'.repeat(i) } });
      act(() => jest.advanceTimersByTime(500));
    }
    // Three seconds of writing: a start at 0, 1 and 2 s (the server stops a typist after 2 s of silence).
    expect(socket.sent.filter((f) => f.event === 'typing_start')).toHaveLength(3);
    expect(socket.sent.some((f) => f.event === 'typing_stop')).toBe(false);
  });

  it('should not reconnect when refused for too many open sockets, and try again on Reintentar', async () => {
    mountChat(person('client'));
    const socket = await openRoom();
    act(() => socket.close(CHAT_CLOSE.tooManySockets));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Tienes la comunidad abierta en demasiadas pestañas o dispositivos. Cierra alguna y vuelve a intentarlo.',
    );
    expect(screen.queryByText('Sin conexión. Reconectando...')).not.toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('should check the session when the server ends it, and sign the person out on this device', async () => {
    const { calls } = mountChat(person('client'), {
      'GET /api/auth/me': () => json(401, { message: 'Sesión no válida' }),
      'POST /api/auth/refresh-session': () => json(401, { message: 'Sesión no válida' }),
    });
    const socket = await openRoom();
    act(() => socket.close(CHAT_CLOSE.sessionEnded));
    expect(await screen.findByRole('heading', { name: 'Acceso requerido' })).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toContain('GET /api/auth/me');
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('should say the chat needs the network, with a way home, when it was never loaded offline', async () => {
    resetNetworkStatusForTests(false);
    try {
      mountChat(person('client'));
      expect(
        await screen.findByRole('heading', { name: 'El chat necesita conexión a internet' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
      expect(screen.queryByText('Cargando mensajes...')).not.toBeInTheDocument();
      // The room's own header (and 'Volver') stays.
      expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
    } finally {
      resetNetworkStatusForTests(true);
    }
  });

  it('should size the screen to the visible part of the page and follow it when the keyboard opens', async () => {
    const viewport = Object.assign(new EventTarget(), { height: 740, offsetTop: 0, scale: 1 });
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
    try {
      mountChat(person('client'));
      await openRoom();
      const screenBox = () => screen.getByRole('banner').closest<HTMLElement>('[data-chat-screen]');
      expect(screenBox()?.style.height).toBe('740px');
      // The keyboard takes the lower part and the browser pans the page by 120 px.
      act(() => {
        Object.assign(viewport, { height: 400, offsetTop: 120 });
        viewport.dispatchEvent(new Event('resize'));
      });
      expect(screenBox()?.style.height).toBe('400px');
      expect(screenBox()?.style.transform).toBe('translateY(120px)');
      // Zooming in is not a keyboard: the screen keeps its own height.
      act(() => {
        Object.assign(viewport, { scale: 2 });
        viewport.dispatchEvent(new Event('resize'));
      });
      expect(screenBox()?.style.height).toBe('');
    } finally {
      Reflect.deleteProperty(window, 'visualViewport');
    }
  });

  it('should keep 500 characters with a counter, send on Enter and add a line on Shift+Enter', async () => {
    const { calls } = mountChat(person('client'), {
      'POST /api/chat/messages': () => new Promise(() => undefined),
    });
    await openRoom();
    const send = screen.getByRole('button', { name: 'Enviar mensaje' });
    fireEvent.change(composer(), { target: { value: '   ' } });
    expect(send).toBeDisabled();
    fireEvent.change(composer(), { target: { value: 'a'.repeat(501) } });
    expect(composer()).toHaveValue('a'.repeat(500));
    expect(screen.getByText('500/500')).toBeInTheDocument();

    fireEvent.change(composer(), { target: { value: 'Hola' } });
    expect(fireEvent.keyDown(composer(), { key: 'Enter', shiftKey: true })).toBe(true);
    expect(calls.filter((c) => c.key === 'POST /api/chat/messages')).toHaveLength(0);
    expect(fireEvent.keyDown(composer(), { key: 'Enter' })).toBe(false);
    expect(calls.filter((c) => c.key === 'POST /api/chat/messages')).toHaveLength(1);
    expect(composer()).toHaveValue('');
  });

  it('should show a sent message as pending and replace it by the stored one, shown once', async () => {
    jest.spyOn(crypto, 'randomUUID').mockReturnValue('1b4e28ba-2fa1-11d2-883f-0016d3cca427');
    let answer: (r: Response) => void = () => undefined;
    const { calls } = mountChat(person('client'), {
      'POST /api/chat/messages': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const socket = await openRoom([chatMessage(1)]);
    fireEvent.change(composer(), { target: { value: 'Buenos días' } });
    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(screen.getByText('Enviando...')).toBeInTheDocument();
    expect(within(log()).getByText('Buenos días')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({
      content: 'Buenos días',
      messageType: 'text',
      clientId: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    });

    const stored = chatMessage(2, {
      userId: '7',
      clientId: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
      content: 'Buenos días',
      user: { firstName: 'Clara', lastName: 'Serena', role: 'client' },
    });
    act(() => socket.push('new_message', stored));
    await act(async () => answer(json(201, stored)));
    expect(screen.queryByText('Enviando...')).not.toBeInTheDocument();
    expect(within(log()).getAllByText('Buenos días')).toHaveLength(1);
  });

  it("should say 'No se pudo enviar el mensaje' when a send fails", async () => {
    mountChat(person('client'), { 'POST /api/chat/messages': () => fakeResponse(400, '{}') });
    await openRoom();
    fireEvent.change(composer(), { target: { value: 'Hola' } });
    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(await screen.findByText('No se pudo enviar el mensaje')).toBeInTheDocument();
  });

  it('should toggle a like at once and roll it back with a toast when the server refuses', async () => {
    let answer: (r: Response) => void = () => undefined;
    const { user } = mountChat(person('client'), {
      'POST /api/chat/messages/1/react': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await openRoom([chatMessage(1, { reactions: { userHasLiked: false, totalLikes: 2 } })]);
    await user.click(screen.getByRole('button', { name: 'Me gusta (2)' }));
    const liked = screen.getByRole('button', { name: 'Me gusta (3)' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    // Named by its own text, the count people see included (WCAG 2.5.3), not by a label over it.
    expect(liked).not.toHaveAttribute('aria-label');
    expect(liked).toHaveTextContent(/3/);
    await act(async () => answer(fakeResponse(403, '{"message":"No"}')));
    expect(await screen.findByText('No se pudo actualizar la reacción')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Me gusta (2)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('should keep a like the server confirms', async () => {
    const { user } = mountChat(person('client'), {
      'POST /api/chat/messages/1/react': () => json(200, { liked: true, totalLikes: 5 }),
    });
    await openRoom([chatMessage(1, { reactions: { userHasLiked: false, totalLikes: 2 } })]);
    await user.click(screen.getByRole('button', { name: 'Me gusta (2)' }));
    expect(await screen.findByRole('button', { name: 'Me gusta (5)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('should show the scroll-to-latest button once more than 100 px from the bottom', async () => {
    mountChat(person('client'));
    await openRoom([chatMessage(1)]);
    const el = log();
    Object.defineProperty(el, 'scrollHeight', { value: 1000, configurable: true });
    Object.defineProperty(el, 'clientHeight', { value: 400, configurable: true });
    el.scrollTop = 500;
    fireEvent.scroll(el);
    expect(screen.queryByRole('button', { name: 'Ir a los mensajes más recientes' })).not.toBeInTheDocument();
    el.scrollTop = 499;
    fireEvent.scroll(el);
    fireEvent.click(screen.getByRole('button', { name: 'Ir a los mensajes más recientes' }));
    expect(screen.queryByRole('button', { name: 'Ir a los mensajes más recientes' })).not.toBeInTheDocument();
  });

  it('should read older messages with ?before= the oldest seq', async () => {
    const { calls, user } = mountChat(person('client'), {
      'GET /api/chat/messages': () =>
        json(200, { messages: [chatMessage(1), chatMessage(2)], hasMore: false }),
    });
    await openRoom([chatMessage(3), chatMessage(4)], true);
    await user.click(screen.getByRole('button', { name: 'Cargar mensajes anteriores' }));
    expect(await within(log()).findByText('Mensaje 1')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'GET /api/chat/messages')?.url).toBe(
      '/api/chat/messages?before=3&limit=50',
    );
    expect(screen.queryByRole('button', { name: 'Cargar mensajes anteriores' })).not.toBeInTheDocument();
  });

  it('should merge the replay after a reconnect without duplicates', async () => {
    mountChat(person('client'));
    const first = await openRoom([chatMessage(1), chatMessage(2)]);
    jest.useFakeTimers();
    act(() => first.close());
    expect(screen.getByText('Sin conexión. Reconectando...')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    const second = FakeWebSocket.latest();
    act(() => {
      second.open();
      second.push('initial_messages', { messages: [chatMessage(2), chatMessage(3)], hasMore: false });
    });
    expect(second.sent[0]).toEqual({ event: 'user_connect', data: { lastSeq: 2 } });
    expect(
      within(log())
        .getAllByText(/^Mensaje \d$/)
        .map((p) => p.textContent),
    ).toEqual(['Mensaje 1', 'Mensaje 2', 'Mensaje 3']);
  });
});

describe('/comunidad admin tools', () => {
  it('should tell a client that only admins upload or record, and offer no delete', async () => {
    const { user } = mountChat(person('client'));
    await openRoom([chatMessage(1)]);
    await user.click(screen.getByRole('button', { name: 'Adjuntar imagen o audio' }));
    expect(
      await screen.findByText('Acceso restringido: Solo los administradores pueden subir imágenes y audio'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Grabar nota de voz' }));
    expect(
      await screen.findByText('Acceso restringido: Solo los administradores pueden grabar audio'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar mensaje' })).not.toBeInTheDocument();
  });

  it('should refuse a file over 15 MB', async () => {
    const { calls } = mountChat(person('admin'));
    await openRoom();
    fireEvent.change(screen.getByTestId('chat-file-input'), {
      target: { files: [fileOf('video.mp3', 'audio/mpeg', 15 * MB + 1)] },
    });
    expect(await screen.findByText('El archivo no puede ser mayor a 15MB')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/chat/upload')).toBe(false);
  });

  it('should compress an image over 5 MB and upload the JPEG with its caption', async () => {
    const jpeg = fileOf('playa.jpg', 'image/jpeg', 3 * MB);
    jest.mocked(compressImage).mockResolvedValue(jpeg);
    const stored = chatMessage(2, {
      userId: '7',
      messageType: 'image',
      fileUrl: '/uploads/chat/playa.jpg',
      fileName: 'playa.jpg',
      content: 'Mi playa',
    });
    const { calls, user } = mountChat(person('admin'), { 'POST /api/chat/upload': () => json(201, stored) });
    await openRoom();
    const png = fileOf('playa.png', 'image/png', 6 * MB);
    fireEvent.change(screen.getByTestId('chat-file-input'), { target: { files: [png] } });
    expect(await screen.findByText('Archivo: playa.jpg')).toBeInTheDocument();
    expect(compressImage).toHaveBeenCalledWith(png);
    fireEvent.change(composer(), { target: { value: 'Mi playa' } });
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await within(log()).findByRole('img', { name: 'Mi playa' })).toHaveAttribute(
      'src',
      '/uploads/chat/playa.jpg',
    );
    const form = calls.find((c) => c.key === 'POST /api/chat/upload')?.body as FormData;
    expect(form.get('messageType')).toBe('image');
    expect(form.get('content')).toBe('Mi playa');
    expect((form.get('file') as File).name).toBe('playa.jpg');
  });

  it("should say 'Error de compresión' when an image cannot be compressed", async () => {
    jest.mocked(compressImage).mockRejectedValue(new Error('decode'));
    mountChat(person('admin'));
    await openRoom();
    // A fake clock from here: the wait counts its time, which a busy machine does not eat into.
    jest.useFakeTimers();
    fireEvent.change(screen.getByTestId('chat-file-input'), {
      target: { files: [fileOf('foto.webp', 'image/webp', 6 * MB)] },
    });
    expect(await screen.findByText('Error de compresión')).toBeInTheDocument();
  });

  it('should show the upload error of the server code', async () => {
    mountChat(person('admin'), {
      'POST /api/chat/upload': () =>
        json(400, { error: 'x', errorCode: 'FILE_NOT_FOUND', message: 'No se recibió ningún archivo' }),
    });
    await openRoom();
    fireEvent.change(screen.getByTestId('chat-file-input'), {
      target: { files: [fileOf('voz.mp3', 'audio/mpeg', MB)] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar mensaje' }));
    expect(
      await screen.findByText('No se recibió ningún archivo. Elige uno e inténtalo de nuevo.'),
    ).toBeInTheDocument();
  });

  it("should say 'No se pudo acceder al micrófono' when the microphone is refused", async () => {
    Object.assign(globalThis, { MediaRecorder: class {} });
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: jest.fn().mockRejectedValue(new Error('NotAllowedError')) },
    });
    const { user } = mountChat(person('admin'));
    await openRoom();
    await user.click(screen.getByRole('button', { name: 'Grabar nota de voz' }));
    expect(await screen.findByText('No se pudo acceder al micrófono')).toBeInTheDocument();
  });

  it('should stop a voice message at 60 s and send it as audio', async () => {
    class FakeRecorder {
      state = 'inactive';
      mimeType = 'audio/webm';
      ondataavailable: ((e: { data: Blob }) => void) | null = null;
      onstop: (() => void) | null = null;
      start() {
        this.state = 'recording';
      }
      stop() {
        this.state = 'inactive';
        this.ondataavailable?.({ data: new Blob(['voz'], { type: 'audio/webm' }) });
        this.onstop?.();
      }
    }
    stubMediaElement();
    const track = { stop: jest.fn() };
    Object.assign(globalThis, { MediaRecorder: FakeRecorder });
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: jest.fn().mockResolvedValue({ getTracks: () => [track] }) },
    });
    const stored = chatMessage(5, {
      userId: '7',
      user: { firstName: 'Clara', lastName: 'Serena', role: 'admin' },
      messageType: 'audio',
      content: '',
      fileUrl: '/uploads/chat/nota.webm',
      fileName: 'nota-de-voz.webm',
    });
    const { calls } = mountChat(person('admin'), { 'POST /api/chat/upload': () => json(201, stored) });
    await openRoom();
    jest.useFakeTimers();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Grabar nota de voz' })));
    expect(screen.getByText('Grabando 0:00 / 1:00')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(59_000));
    expect(calls.some((c) => c.key === 'POST /api/chat/upload')).toBe(false);
    await act(async () => jest.advanceTimersByTime(1_000));
    jest.useRealTimers();
    expect(track.stop).toHaveBeenCalled();
    const form = calls.find((c) => c.key === 'POST /api/chat/upload')?.body as FormData;
    expect(form.get('messageType')).toBe('audio');
    expect((form.get('file') as File).name).toBe('nota-de-voz.webm');
    expect(
      await screen.findByRole('button', { name: 'Reproducir nota de voz de Clara' }),
    ).toBeInTheDocument();
  });

  it('should delete a message after confirming, and say so when it fails', async () => {
    let status = 500;
    const { user } = mountChat(person('admin'), {
      'DELETE /api/chat/messages/1': () => fakeResponse(status, status === 204 ? '' : '{}'),
    });
    await openRoom([chatMessage(1), chatMessage(2, {}, 200)]);
    status = 403;
    await user.click(screen.getAllByRole('button', { name: 'Eliminar mensaje' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar mensaje' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se pudo eliminar el mensaje')).toBeInTheDocument();
    expect(within(log()).getByText('Mensaje 1')).toBeInTheDocument();

    status = 204;
    await user.click(screen.getAllByRole('button', { name: 'Eliminar mensaje' })[0]!);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Eliminar mensaje' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    await waitFor(() => expect(within(log()).queryByText('Mensaje 1')).not.toBeInTheDocument());
    expect(within(log()).getByText('Mensaje 2')).toBeInTheDocument();
  });
});
