import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import type { ImageContext } from '@inhala/domain';
import { useImageSrc } from '../api/image-hosts';

/** Images start loading 50 px before they scroll into view (02 §9). */
const LAZY_IMAGE_MARGIN = '50px';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  url: string | null | undefined;
  context: ImageContext;
  /**
   * Above the fold on a phone (the page's largest image, the first row of a grid): requested at
   * once and at high priority instead of waiting to be seen, since it is seen from the start.
   */
  priority?: boolean;
}

/**
 * An image at its context's proxy size (a storage host's) or as it is (any other URL), requested
 * only when it comes within 50 px of the viewport (or at once with `priority`). Without
 * IntersectionObserver it loads at once.
 */
export function LazyImage({ url, context, alt = '', priority = false, ...props }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(() => priority || typeof IntersectionObserver === 'undefined');
  const src = useImageSrc(url, context);

  useEffect(() => {
    const node = ref.current;
    if (visible || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_IMAGE_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible, src]);

  if (!src) return null;
  return (
    <img
      ref={ref}
      src={visible ? src : undefined}
      data-src={src}
      alt={alt}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      {...props}
    />
  );
}
