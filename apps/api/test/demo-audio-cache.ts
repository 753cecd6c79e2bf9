import { mkdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The demo recordings' cache shared by every test data directory and every run: its files are
 * named by what decides their bytes and written whole or not at all, so sharing is safe, and a
 * run encodes them once (a first run pays about half a minute of CPU, later runs nothing).
 */
export function linkDemoAudioCache(dataDir: string): void {
  const shared = join(tmpdir(), 'inhala-demo-audio-cache');
  mkdirSync(shared, { recursive: true });
  mkdirSync(join(dataDir, 'cache'), { recursive: true });
  symlinkSync(shared, join(dataDir, 'cache', 'demo-audio'), 'dir');
}
