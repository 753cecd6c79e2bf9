import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config';
import { ImageCache } from '../../ports/image-ports';

const MEMORY_BUDGET_BYTES = 32 * 1024 * 1024;

/** A small in-memory LRU in front of files in DATA_DIR/image-cache, which survive restarts. */
@Injectable()
export class LayeredImageCache extends ImageCache {
  private readonly memory = new Map<string, Buffer>();
  private bytes = 0;
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.dir = join(config.dataDir, 'image-cache');
  }

  async get(key: string): Promise<Buffer | null> {
    const hit = this.memory.get(key);
    if (hit) {
      this.memory.delete(key); // refresh its place in the LRU order
      this.memory.set(key, hit);
      return hit;
    }
    try {
      const file = await readFile(join(this.dir, key));
      this.remember(key, file);
      return file;
    } catch {
      return null;
    }
  }

  async set(key: string, image: Buffer): Promise<void> {
    this.remember(key, image);
    await mkdir(this.dir, { recursive: true });
    const temporary = join(this.dir, `${key}.${process.pid}.tmp`);
    await writeFile(temporary, image);
    await rename(temporary, join(this.dir, key)); // readers never see half a file
  }

  private remember(key: string, image: Buffer): void {
    if (image.byteLength > MEMORY_BUDGET_BYTES / 4) return;
    this.memory.set(key, image);
    this.bytes += image.byteLength;
    for (const [oldKey, old] of this.memory) {
      if (this.bytes <= MEMORY_BUDGET_BYTES) break;
      this.memory.delete(oldKey);
      this.bytes -= old.byteLength;
    }
  }
}
