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
 * IntersectionObserver it loads at once. One that cannot load (offline and not kept, or gone)
 * leaves a quiet box of the same size instead of the browser's broken-image sign, and is asked
 * for again when the network comes back.
 */
export function LazyImage({ url, context, alt = '', priority = false, onError, ...props }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(() => priority || typeof IntersectionObserver === 'undefined');
  const [failed, setFailed] = useState(false);
  const src = useImageSrc(url, context);

  useEffect(() => setFailed(false), [src]);
  useEffect(() => {
    if (!failed) return;
    const retry = () => setFailed(false);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed]);

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
  if (failed)
    return (
      <span
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={`block bg-sage-100 ${props.className ?? ''}`}
        style={props.style}
      />
    );
  return (
    <img
      ref={ref}
      src={visible ? src : undefined}
      data-src={src}
      alt={alt}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      {...props}
      onError={(event) => {
        setFailed(true);
        onError?.(event);
      }}
    />
  );
}
