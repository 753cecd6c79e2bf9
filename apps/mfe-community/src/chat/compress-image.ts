import { CHAT_COMPRESSION, compressedDimensions, nextCompressionQuality } from '@inhala/domain';

interface Drawable {
  width: number;
  height: number;
  source: CanvasImageSource;
  release: () => void;
}

/** Decodes an image file (createImageBitmap where the browser has it, else an <img>). */
async function decode(file: File): Promise<Drawable> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { width: bitmap.width, height: bitmap.height, source: bitmap, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return {
    width: image.naturalWidth,
    height: image.naturalHeight,
    source: image,
    release: () => URL.revokeObjectURL(url),
  };
}

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob gave nothing'))),
      'image/jpeg',
      quality,
    ),
  );
}

/**
 * An image over 5 MB, compressed in the browser as 01 §5 says: drawn within 1920×1080 (never
 * enlarged), encoded as JPEG at 0.8, then 0.1 lower each time while it is over 4096 KB, down
 * to 0.1 (whose result is used however large). Rejects when the browser cannot decode or
 * encode it; the composer then says 'Error de compresión'.
 */
export async function compressImage(file: File): Promise<File> {
  const image = await decode(file);
  try {
    const size = compressedDimensions(image.width, image.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2d canvas');
    context.drawImage(image.source, 0, 0, size.width, size.height);

    let quality: number = CHAT_COMPRESSION.startQuality;
    let blob = await toJpeg(canvas, quality);
    for (let next = nextCompressionQuality(quality, blob.size); next !== null;) {
      quality = next;
      blob = await toJpeg(canvas, quality);
      next = nextCompressionQuality(quality, blob.size);
    }
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'imagen'}.jpg`;
    return new File([blob], name, { type: 'image/jpeg' });
  } finally {
    image.release();
  }
}
