import '../../../../../tools/test/polyfills';
import '../../../../../tools/test/lazy-ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { installFakeMedia, type FakeMediaSession } from '../../../../../tools/test/fake-media';
import { setupUser } from '../../../../../tools/test/user';
import { SleepSoundsPage } from './SleepSoundsPage';

let session: FakeMediaSession;
let restore: () => void;

function open() {
  const user = setupUser({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = render(
    <MemoryRouter>
      <SleepSoundsPage />
    </MemoryRouter>,
  );
  const audio = view.container.querySelector('audio') as HTMLAudioElement;
  return { user, audio, ...view };
}
const advance = (seconds: number) => act(() => jest.advanceTimersByTime(seconds * 1000));

describe('Sonidos para dormir', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    ({ session, restore } = installFakeMedia());
  });
  afterEach(() => {
    jest.useRealTimers();
    restore();
  });

  it('should offer the five sounds as cards and play one looped through an audio element, faded in', async () => {
    const { user, audio } = open();
    expect(screen.getByRole('heading', { name: 'Sonidos para dormir' })).toBeInTheDocument();
    const names = ['Lluvia', 'Olas', 'Bosque', 'Fuego', 'Ruido marrón'];
    for (const name of names)
      expect(screen.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    await user.click(screen.getByRole('button', { name: /^Lluvia/ }));
    expect(screen.getByRole('button', { name: /^Lluvia/ })).toHaveAttribute('aria-pressed', 'true');
    expect(audio.paused).toBe(false);
    expect(audio.loop).toBe(true);
    expect(audio.src).toMatch(/^blob:/);
    expect(screen.getByRole('status')).toHaveTextContent('Sonando: Lluvia');
    expect(audio.volume).toBeLessThan(0.1);
    advance(3);
    expect(audio.volume).toBeCloseTo(0.6, 5);
    fireEvent.change(screen.getByRole('slider', { name: 'Volumen' }), { target: { value: '30' } });
    advance(1);
    expect(audio.volume).toBeCloseTo(0.3, 5);
  });

  it('should tell the lock screen what plays and obey its buttons', async () => {
    const { user, audio } = open();
    await user.click(screen.getByRole('button', { name: /^Olas/ }));
    expect(session.metadata).toMatchObject({ title: 'Olas', artist: 'Inhala', album: 'Sonidos para dormir' });
    act(() => session.handlers.get('pause')?.({}));
    expect(audio.paused).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('En pausa: Olas');
    expect(session.playbackState).toBe('paused');
    act(() => session.handlers.get('play')?.({}));
    expect(audio.paused).toBe(false);
    act(() => session.handlers.get('stop')?.({}));
    advance(3);
    expect(audio.paused).toBe(true);
    expect(session.metadata).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Elige un sonido para empezar.');
  });

  it('should stop with a fade when the card is pressed again', async () => {
    const { user, audio } = open();
    await user.click(screen.getByRole('button', { name: /^Fuego/ }));
    advance(3);
    await user.click(screen.getByRole('button', { name: /^Fuego/ }));
    advance(1);
    expect(audio.volume).toBeGreaterThan(0.1);
    expect(audio.volume).toBeLessThan(0.5);
    expect(audio.paused).toBe(false);
    advance(2);
    expect(audio.paused).toBe(true);
  });

  it('should count the timer down, fade out over the last 30 s and stop at its end', async () => {
    const { user, audio } = open();
    await user.click(screen.getByRole('button', { name: /^Bosque/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Temporizador' }), '5 minutos');
    expect(screen.getByText('Se apagará en 5:00')).toBeInTheDocument();
    advance(28);
    expect(screen.getByText('Se apagará en 4:32')).toBeInTheDocument();
    expect(audio.volume).toBeCloseTo(0.6, 5);
    advance(257);
    // 15 s left: half way through the fade (a cosine), half the volume.
    expect(audio.volume).toBeCloseTo(0.3, 1);
    expect(audio.paused).toBe(false);
    advance(16);
    expect(audio.paused).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Temporizador' })).toHaveValue('');
    expect(screen.queryByText(/Se apagará en/)).not.toBeInTheDocument();
  });

  it('should count a timer from when it is set, as a bedside timer, even before the sound begins', async () => {
    const { user, audio } = open();
    expect(
      screen.getByText('Con temporizador, el sonido se desvanece durante los últimos 30 segundos.'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Temporizador' }), '15 minutos');
    expect(screen.getByText('Se apagará en 15:00')).toBeInTheDocument();
    advance(60);
    expect(screen.getByText('Se apagará en 14:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Ruido marrón/ }));
    expect(screen.getByText('Se apagará en 14:00')).toBeInTheDocument();
    advance(14 * 60);
    expect(audio.paused).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Temporizador' })).toHaveValue('');
  });

  it('should end a timer by itself when nothing plays', async () => {
    const { user } = open();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Temporizador' }), '5 minutos');
    advance(5 * 60);
    expect(screen.getByRole('combobox', { name: 'Temporizador' })).toHaveValue('');
    expect(screen.queryByText(/Se apagará en/)).not.toBeInTheDocument();
  });

  it("should tell the lock screen nothing is paused when the timer stops the sound (the page's own pause)", async () => {
    const { user, audio } = open();
    await user.click(screen.getByRole('button', { name: /^Olas/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Temporizador' }), '5 minutos');
    // What the page told the phone on the pause itself, before React renders the stop.
    const states: string[] = [];
    audio.addEventListener('pause', () => states.push(session.playbackState));
    advance(5 * 60);
    expect(audio.paused).toBe(true);
    expect(states).toEqual(['none']);
    expect(screen.getByRole('status')).toHaveTextContent('Elige un sonido para empezar.');
  });
});
