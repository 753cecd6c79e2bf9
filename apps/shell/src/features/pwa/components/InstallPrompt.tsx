import { Download, Share, X } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Modal, STORAGE_KEYS, readStorage, writeStorage } from '@inhala/ui';
import {
  INSTALL_DELAYS,
  dismissalActive,
  platformOf,
  promptDelay,
  type InstallPlatform,
} from '../install-policy';

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallContextValue {
  installed: boolean;
  /** Opens the native prompt, or the instructions where there is none. */
  install: () => void;
}

const InstallContext = createContext<InstallContextValue>({ installed: false, install: () => undefined });
export const useInstall = () => useContext(InstallContext);

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

const isMobile = () => window.matchMedia?.('(max-width: 767px)').matches ?? false;

/**
 * The install prompts (01 §2, §4): the native prompt 1 s after the browser offers it, iOS
 * instructions after 3 s, a fallback on other mobiles after 5 s; nothing once installed or for a
 * day after 'Ahora no' (the iOS sheet's 'Más tarde'); on mobile a floating button comes back 10 s
 * after a dismissal. The iOS sheet's 'Entendido' closes the instructions the person has read: it
 * also keeps them away for a day, but brings no floating button back.
 */
export function InstallProvider({ children }: { children: ReactNode }) {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(isStandalone);
  const [open, setOpen] = useState(false);
  const [instructions, setInstructions] = useState<InstallPlatform | null>(null);
  const [floating, setFloating] = useState(false);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setDeferred(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setInstalled(true);
      setOpen(false);
      setFloating(false);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const platform = platformOf(navigator.userAgent, deferred !== null);

  useEffect(() => {
    if (
      installed ||
      dismissalActive(Number(readStorage(STORAGE_KEYS.installPromptDismissed)) || null, Date.now())
    )
      return;
    const delay = promptDelay(platform);
    if (delay === null) return;
    const timer = window.setTimeout(() => setOpen(true), delay);
    return () => window.clearTimeout(timer);
  }, [platform, installed]);

  const dismiss = useCallback(() => {
    writeStorage(STORAGE_KEYS.installPromptDismissed, String(Date.now()));
    setOpen(false);
    if (isMobile()) window.setTimeout(() => setFloating(true), INSTALL_DELAYS.floatingAfterDismiss);
  }, []);

  const understood = useCallback(() => {
    writeStorage(STORAGE_KEYS.installPromptDismissed, String(Date.now()));
    setOpen(false);
  }, []);

  const install = useCallback(() => {
    setOpen(false);
    setFloating(false);
    if (deferred) {
      void deferred
        .prompt()
        .then(() => deferred.userChoice)
        .then(({ outcome }) => {
          if (outcome === 'accepted') setInstalled(true);
          setDeferred(null);
        });
      return;
    }
    setInstructions(platform === 'native' ? 'desktop' : platform);
  }, [deferred, platform]);

  const value = useMemo(() => ({ installed, install }), [installed, install]);

  return (
    <InstallContext.Provider value={value}>
      {children}
      {open && !installed && (
        <div
          role="dialog"
          aria-labelledby="install-title"
          className="fixed inset-x-3 bottom-20 z-40 rounded-3xl bg-white p-5 shadow-xl ring-1 ring-sage-100 md:inset-x-auto md:right-6 md:bottom-6 md:w-96"
        >
          <div className="flex items-start gap-3">
            <img src="/icon.svg" alt="" className="h-12 w-12 rounded-2xl" />
            <div className="flex-1">
              <h2 id="install-title" className="font-display text-lg text-ink">
                Instala Inhala
              </h2>
              <p className="text-sm text-ink-soft">
                {platform === 'ios'
                  ? 'Toca Compartir y luego «Añadir a pantalla de inicio» para tener Inhala como app.'
                  : 'Ten tu práctica a un toque, también sin conexión.'}
              </p>
            </div>
            <button
              type="button"
              aria-label="Cerrar"
              onClick={dismiss}
              className="rounded-full p-2 text-ink-soft hover:bg-sand-100"
            >
              <X aria-hidden size={18} />
            </button>
          </div>
          {platform === 'ios' ? (
            <div className="mt-4 flex gap-2">
              <Button onClick={understood}>Entendido</Button>
              <Button variant="ghost" onClick={dismiss}>
                Más tarde
              </Button>
            </div>
          ) : (
            <div className="mt-4 flex gap-2">
              <Button onClick={install}>Instalar</Button>
              <Button variant="ghost" onClick={dismiss}>
                Ahora no
              </Button>
            </div>
          )}
        </div>
      )}
      {floating && !open && !installed && (
        <button
          type="button"
          onClick={install}
          aria-label="Instalar Inhala"
          className="install-fab fixed right-4 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-40 flex h-12 w-12 items-center justify-center rounded-full bg-sage-700 text-white shadow-lg md:hidden"
        >
          <Download aria-hidden size={22} />
        </button>
      )}
      <Modal
        open={instructions !== null}
        onOpenChange={(next) => !next && setInstructions(null)}
        title="Instalar Inhala"
      >
        <p className="text-ink-soft">
          {instructions === 'ios' ? (
            <>
              Toca <Share aria-label="Compartir" className="inline" size={16} /> Compartir y elige «Añadir a
              pantalla de inicio».
            </>
          ) : (
            'Abre el menú de tu navegador y elige «Instalar app» o «Añadir a pantalla de inicio».'
          )}
        </p>
        <div className="mt-5 flex justify-end">
          <Button onClick={() => setInstructions(null)}>Entendido</Button>
        </div>
      </Modal>
    </InstallContext.Provider>
  );
}
