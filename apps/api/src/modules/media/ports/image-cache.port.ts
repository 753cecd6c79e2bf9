/** Rendered images by key, so a size is rendered once. */
export abstract class ImageCache {
  abstract get(key: string): Promise<Buffer | null>;
  abstract set(key: string, image: Buffer): Promise<void>;
}
