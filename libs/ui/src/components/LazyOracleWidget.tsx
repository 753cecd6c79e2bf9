import { createElement, useEffect, useRef, useState, type ComponentProps } from 'react';
import type * as OracleModule from './OracleWidget';

type Oracle = typeof OracleModule;
let loaded: Oracle | null = null;
let loading: Promise<Oracle> | null = null;

/** Loads the oracle's chunk once (the cards, their reveal and the draw). */
export function preloadOracle(): Promise<Oracle> {
  loading ??= import(/* webpackChunkName: "oracle" */ './OracleWidget').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** How far below the screen the oracle starts to load: a scroll's worth, so it is there when reached. */
const NEAR_SCREEN = '600px';

/**
 * The oracle widget (02 §7) as a chunk of its own, loaded as it comes near the screen: on home
 * it sits below a visitor's first screen, so its code is not part of that screen's scripts. A
 * box of its height stands in meanwhile; once loaded it renders at once, without suspending the
 * page around it.
 */
export function OracleWidget(props: ComponentProps<Oracle['OracleWidget']>) {
  const [ready, setReady] = useState(loaded !== null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ready) return;
    let alive = true;
    const load = () =>
      preloadOracle().then(
        () => alive && setReady(true),
        () => undefined,
      );
    const node = box.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      void load();
      return () => {
        alive = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(node);
    return () => {
      alive = false;
      observer.disconnect();
    };
  }, [ready]);
  if (!loaded) return <div ref={box} aria-hidden className="h-72 animate-pulse rounded-3xl bg-sand-100" />;
  return createElement(loaded.OracleWidget, props);
}
