import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config';
import { ImageCache } from '../../ports/image-cache.port';

const MEMORY_BUDGET_BYTES = 32 * 1024 * 1024;

/**
 * A small in-memory LRU in front of files in DATA_DIR/image-cache, which survive restarts. The
 * files are capped by total size (IMAGE_CACHE_MAX_MB): the least recently used go first. A file's
 * modification time is its last use, so the order survives a restart too. Each process keeps the
 * cap over the files it knows (all of them at start).
 */
@Injectable()
export class LayeredImageCache extends ImageCache {
  private readonly memory = new Map<string, Buffer>();
  private bytes = 0;
  private readonly dir: string;
  private readonly maxDiskBytes: number;
  /** Key → size on disk, least recently used first. */
  private disk: Promise<Map<string, number>> | null = null;
  private diskBytes = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.dir = join(config.dataDir, 'image-cache');
    this.maxDiskBytes = config.imageProxyLimits.cacheMaxBytes;
  }

  async get(key: string): Promise<Buffer | null> {
    const hit = this.memory.get(key);
    if (hit) {
      this.memory.delete(key); // refresh its place in the LRU order
      this.memory.set(key, hit);
      await this.used(key);
      return hit;
    }
    try {
      const file = await readFile(join(this.dir, key));
      this.remember(key, file);
      await this.used(key);
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
    const disk = await this.index();
    this.diskBytes += image.byteLength - (disk.get(key) ?? 0);
    disk.delete(key);
    disk.set(key, image.byteLength);
    await this.evict(disk);
  }

  /** The files already on disk, oldest use first (read once). */
  private index(): Promise<Map<string, number>> {
    this.disk ??= (async () => {
      const names = await readdir(this.dir).catch(() => [] as string[]);
      const files = await Promise.all(
        names
          .filter((name) => /^[0-9a-f]{64}$/.test(name))
          .map(async (name) => {
            const info = await stat(join(this.dir, name)).catch(() => null);
            return info ? { name, size: info.size, usedAt: info.mtimeMs } : null;
          }),
      );
      const found = files.filter((f) => f !== null).sort((a, b) => a.usedAt - b.usedAt);
      this.diskBytes = found.reduce((sum, f) => sum + f.size, 0);
      return new Map(found.map((f) => [f.name, f.size]));
    })();
    return this.disk;
  }

  private async used(key: string): Promise<void> {
    const disk = await this.index();
    const size = disk.get(key);
    if (size === undefined) return;
    disk.delete(key);
    disk.set(key, size);
    const now = new Date();
    await utimes(join(this.dir, key), now, now).catch(() => undefined);
  }

  private async evict(disk: Map<string, number>): Promise<void> {
    for (const [key, size] of disk) {
      if (this.diskBytes <= this.maxDiskBytes) break;
      disk.delete(key);
      this.diskBytes -= size;
      this.forget(key);
      await unlink(join(this.dir, key)).catch(() => undefined);
    }
  }

  private remember(key: string, image: Buffer): void {
    if (image.byteLength > MEMORY_BUDGET_BYTES / 4) return;
    this.forget(key);
    this.memory.set(key, image);
    this.bytes += image.byteLength;
    for (const [oldKey, old] of this.memory) {
      if (this.bytes <= MEMORY_BUDGET_BYTES) break;
      this.memory.delete(oldKey);
      this.bytes -= old.byteLength;
    }
  }

  private forget(key: string): void {
    const old = this.memory.get(key);
    if (!old) return;
    this.memory.delete(key);
    this.bytes -= old.byteLength;
  }
}
