import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { FakeAudioContext } from '../../../../tools/test/fake-audio-context';
import { setupUser } from '../../../../tools/test/user';
import { MeditationMedia } from '../components/MeditationMedia';
import { ToastProvider } from '../toast/Toaster';
import { AmbientSoundControl } from './AmbientSoundControl';

const KEY = 'ambient_sound';

describe('AmbientSoundControl', () => {
  beforeEach(() => {
    FakeAudioContext.made = [];
    window.localStorage.clear();
    (window as { AudioContext?: unknown }).AudioContext = FakeAudioContext;
  });
  afterEach(() => {
    delete (window as { AudioContext?: unknown }).AudioContext;
  });

  it('should offer none and the five sounds behind a button, with the keyboard, and remember the choice', async () => {
    const user = setupUser();
    render(<AmbientSoundControl active={false} />);
    const toggle = screen.getByRole('button', { name: 'Sonido de fondo: Ninguno' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: 'Sonido de fondo' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      '',
      'lluvia',
      'olas',
      'bosque',
      'fuego',
      'ruido-marron',
    ]);
    expect(screen.getByRole('radio', { name: 'Ninguno' })).toBeChecked();
    expect(screen.getByRole('slider', { name: 'Volumen del sonido de fondo' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Lluvia' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Olas' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Sonido de fondo: Olas' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? '{}')).toEqual({ sound: 'olas', volume: 0.4 });
    // Nothing sounds while what it accompanies is silent.
    expect(FakeAudioContext.made).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('should play the remembered sound while active, follow the volume, and fade out when inactive', async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ sound: 'fuego', volume: 0.6 }));
    const user = setupUser();
    const { rerender, unmount } = render(<AmbientSoundControl active={false} />);
    expect(screen.getByRole('button', { name: 'Sonido de fondo: Fuego' })).toBeInTheDocument();
    rerender(<AmbientSoundControl active />);
    const ctx = FakeAudioContext.made[0]!;
    expect(ctx.sources).toHaveLength(1);
    expect(ctx.gains[0]!.gain.value).toBe(0.6);
    await user.click(screen.getByRole('button', { name: /Sonido de fondo/ }));
    const slider = screen.getByRole('slider', { name: 'Volumen del sonido de fondo' });
    expect(slider).toHaveValue('60');
    fireEvent.change(slider, { target: { value: '55' } });
    expect(ctx.gains[0]!.gain.value).toBe(0.55);
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? '{}')).toEqual({ sound: 'fuego', volume: 0.55 });
    rerender(<AmbientSoundControl active={false} />);
    expect(ctx.sources[0]!.stopped).not.toBeNull();
    unmount();
    expect(ctx.closed).toBe(true);
  });

  it('should read a damaged stored choice as none', () => {
    window.localStorage.setItem(KEY, '{"sound":"truenos","volume":7}');
    render(<AmbientSoundControl active />);
    expect(screen.getByRole('button', { name: 'Sonido de fondo: Ninguno' })).toBeInTheDocument();
    expect(FakeAudioContext.made).toHaveLength(0);
  });

  it('should sound under the recording of a meditation only while it plays', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ sound: 'lluvia', volume: 0.5 }));
    const view = render(
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <MeditationMedia
            name="Respiración del océano"
            videoUrl={null}
            mediaUrl="/uploads/11111111-2222-4333-8444-555555555555.mp3"
            mediaType="audio"
            imageUrl={null}
          />
        </ToastProvider>
      </QueryClientProvider>,
    );
    const section = screen.getByRole('region', { name: 'Audio de la meditación' });
    expect(within(section).getByRole('button', { name: 'Sonido de fondo: Lluvia' })).toBeInTheDocument();
    expect(FakeAudioContext.made).toHaveLength(0);
    const audio = view.container.querySelector('audio') as HTMLAudioElement;
    fireEvent.playing(audio);
    expect(FakeAudioContext.made[0]!.sources).toHaveLength(1);
    fireEvent.pause(audio);
    expect(FakeAudioContext.made[0]!.sources[0]!.stopped).not.toBeNull();
  });
});
