/**
 * BroadcastChannel for tests (jsdom has none): every channel of a name hears the others' messages,
 * never its own, after the current task (as browsers deliver them). A test opens a second channel
 * to play another tab.
 */
export class FakeBroadcastChannel {
  private static readonly open = new Set<FakeBroadcastChannel>();
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;

  constructor(readonly name: string) {
    FakeBroadcastChannel.open.add(this);
  }

  postMessage(data: unknown): void {
    for (const other of FakeBroadcastChannel.open)
      if (other !== this && other.name === this.name)
        setTimeout(() => other.onmessage?.({ data } as MessageEvent<unknown>), 0);
  }

  close(): void {
    FakeBroadcastChannel.open.delete(this);
  }
}

/** Installs the fake as the global BroadcastChannel. */
export function installFakeBroadcastChannel(): void {
  Object.defineProperty(globalThis, 'BroadcastChannel', {
    configurable: true,
    writable: true,
    value: FakeBroadcastChannel,
  });
}
