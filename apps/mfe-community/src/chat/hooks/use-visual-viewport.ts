import { useEffect, useState } from 'react';

export interface ViewportBox {
  height: number;
  /** How far the visible part is from the top of the layout viewport. */
  offsetTop: number;
}

function read(): ViewportBox | null {
  const viewport = typeof window === 'undefined' ? undefined : window.visualViewport;
  // Pinch zoom is the person looking closer, not a keyboard: the screen keeps its layout then.
  if (!viewport || Math.abs(viewport.scale - 1) > 0.01) return null;
  return { height: viewport.height, offsetTop: viewport.offsetTop };
}

/**
 * The part of the page the person sees. On a phone the on-screen keyboard shrinks the visual
 * viewport without resizing the layout (iOS Safari; Chrome on Android by default) and the browser
 * pans the page to keep the focused field in view: a full-height screen slid away, header and
 * 'Volver' with it, and left a blank band under the composer. A screen that sizes itself to this
 * box, and moves with it, stays whole above the keyboard. Null where there is no such API (the
 * screen's CSS height holds) or while the person zooms.
 */
export function useVisualViewport(): ViewportBox | null {
  const [box, setBox] = useState<ViewportBox | null>(read);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () =>
      setBox((current) => {
        const next = read();
        return current?.height === next?.height && current?.offsetTop === next?.offsetTop ? current : next;
      });
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    update();
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, []);
  return box;
}
