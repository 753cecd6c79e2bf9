import { act, render, screen, within } from '@testing-library/react';
import { setupUser } from '../../../../../../tools/test/user';
import { Button } from '@inhala/ui';
import { InstallProvider, useInstall } from './InstallPrompt';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const realAgent = navigator.userAgent;

function setUserAgent(agent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: agent, configurable: true });
}

function InstallButton() {
  const { install } = useInstall();
  return <Button onClick={install}>Instalar Inhala</Button>;
}

function mount() {
  render(
    <InstallProvider>
      <InstallButton />
    </InstallProvider>,
  );
  return setupUser({ advanceTimers: jest.advanceTimersByTime });
}

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
const sheet = () => screen.getByRole('dialog', { name: 'Instala Inhala' });

describe('InstallProvider', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    setUserAgent(realAgent);
  });

  it("should offer 'Más tarde' and 'Entendido' on the iOS sheet after 3 s", async () => {
    setUserAgent(IPHONE);
    mount();
    await advance(2900);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(100);
    expect(within(sheet()).getByRole('button', { name: 'Más tarde' })).toBeInTheDocument();
    expect(within(sheet()).getByRole('button', { name: 'Entendido' })).toBeInTheDocument();
    expect(within(sheet()).queryByRole('button', { name: 'Ahora no' })).not.toBeInTheDocument();
    expect(within(sheet()).queryByRole('button', { name: 'Instalar' })).not.toBeInTheDocument();
  });

  it("should hide the iOS sheet for a day after 'Más tarde'", async () => {
    setUserAgent(IPHONE);
    const user = mount();
    await advance(3000);
    await user.click(within(sheet()).getByRole('button', { name: 'Más tarde' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dismissedAt = Number(window.localStorage.getItem('installPromptDismissed'));
    expect(Date.now() - dismissedAt).toBeLessThan(1000);
  });

  it("should close the iOS sheet with 'Entendido' and keep it away for a day", async () => {
    setUserAgent(IPHONE);
    const user = mount();
    await advance(3000);
    await user.click(within(sheet()).getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('installPromptDismissed')).not.toBeNull();
  });

  it("should close the install instructions with 'Entendido'", async () => {
    setUserAgent(IPHONE);
    const user = mount();
    await user.click(screen.getByRole('button', { name: 'Instalar Inhala' }));
    const instructions = await screen.findByRole('dialog', { name: 'Instalar Inhala' });
    expect(instructions).toHaveTextContent('Compartir y elige «Añadir a pantalla de inicio».');
    await user.click(within(instructions).getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByRole('dialog', { name: 'Instalar Inhala' })).not.toBeInTheDocument();
  });

  it("should keep 'Instalar' and 'Ahora no' on the native banner", async () => {
    const user = mount();
    const prompt = jest.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    act(() => void window.dispatchEvent(offer));
    await advance(1000);
    expect(within(sheet()).getByRole('button', { name: 'Ahora no' })).toBeInTheDocument();
    await user.click(within(sheet()).getByRole('button', { name: 'Instalar' }));
    expect(prompt).toHaveBeenCalledTimes(1);
  });
});
