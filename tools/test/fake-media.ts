/**
 * jsdom has no media playback, no Media Session and no blob addresses: these stand-ins let
 * component tests play an <audio> element (its play and pause events fire, `paused` follows)
 * and read what the lock screen would show.
 */
export interface FakeMediaSession {
  metadata: { title: string; artist: string; album?: string; artwork?: { src: string }[] } | null;
  playbackState: string;
  handlers: Map<string, ((details: { seekTime?: number; seekOffset?: number }) => void) | null>;
  setActionHandler(action: string, handler: ((details: object) => void) | null): void;
  /** Every position the page gave the lock screen's progress bar. */
  positions: MediaPositionState[];
  setPositionState(state: MediaPositionState): void;
}

export function installFakeMedia(): { session: FakeMediaSession; restore: () => void } {
  const session: FakeMediaSession = {
    metadata: null,
    playbackState: 'none',
    handlers: new Map(),
    setActionHandler(action, handler) {
      session.handlers.set(action, handler);
    },
    positions: [],
    setPositionState(state) {
      session.positions.push(state);
    },
  };
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  const proto = HTMLMediaElement.prototype;
  const original = {
    play: Object.getOwnPropertyDescriptor(proto, 'play'),
    pause: Object.getOwnPropertyDescriptor(proto, 'pause'),
    paused: Object.getOwnPropertyDescriptor(proto, 'paused'),
    createObjectURL: URL.createObjectURL,
    revokeObjectURL: URL.revokeObjectURL,
  };
  Object.defineProperty(proto, 'play', {
    configurable: true,
    value(this: HTMLMediaElement) {
      // As browsers do: the events only when it was paused.
      if (paused.get(this) === false) return Promise.resolve();
      paused.set(this, false);
      this.dispatchEvent(new Event('play'));
      this.dispatchEvent(new Event('playing'));
      return Promise.resolve();
    },
  });
  Object.defineProperty(proto, 'pause', {
    configurable: true,
    value(this: HTMLMediaElement) {
      if (paused.get(this) === false) {
        paused.set(this, true);
        this.dispatchEvent(new Event('pause'));
      }
    },
  });
  Object.defineProperty(proto, 'paused', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return paused.get(this) ?? true;
    },
  });
  let made = 0;
  URL.createObjectURL = () => `blob:http://localhost/fake-${(made += 1)}`;
  URL.revokeObjectURL = () => undefined;
  Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
  (globalThis as { MediaMetadata?: unknown }).MediaMetadata = class {
    constructor(init: object) {
      Object.assign(this, init);
    }
  };
  return {
    session,
    restore() {
      for (const key of ['play', 'pause', 'paused'] as const) {
        const d = original[key];
        if (d) Object.defineProperty(proto, key, d);
      }
      URL.createObjectURL = original.createObjectURL;
      // Unmounting after the restore may still let an address go.
      URL.revokeObjectURL = original.revokeObjectURL ?? (() => undefined);
      delete (navigator as { mediaSession?: unknown }).mediaSession;
      delete (globalThis as { MediaMetadata?: unknown }).MediaMetadata;
    },
  };
}

/**
 * For a page with a player it does not play: jsdom implements no media loading or pausing (it
 * logs 'Not implemented'), and the player only needs both to exist. Undone by
 * jest.restoreAllMocks().
 */
export function stubMediaElement(): { load: jest.SpyInstance; pause: jest.SpyInstance } {
  return {
    load: jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined),
    pause: jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined),
  };
}
