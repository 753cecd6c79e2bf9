import { useEffect } from 'react';
import { useLocation } from '@inhala/ui';

/** After every navigation the page scrolls to the top, again after 200 ms and 50 ms later (01 §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const top = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
    top();
    const first = setTimeout(top, 200);
    const second = setTimeout(top, 250);
    return () => {
      clearTimeout(first);
      clearTimeout(second);
    };
  }, [pathname]);
  return null;
}
