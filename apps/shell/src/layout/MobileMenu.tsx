import { Menu } from 'lucide-react';
import { Suspense, lazy, useRef, useState } from 'react';
import { MOBILE_MENU_ID } from './mobile-menu-id';

const loadPanel = () => import(/* webpackPrefetch: true */ './MobileMenuPanel');
const MobileMenuPanel = lazy(async () => ({ default: (await loadPanel()).MobileMenuPanel }));

/**
 * The hamburger of the mobile header (01 §2). The panel's code (a Radix dialog) is prefetched
 * when the network is idle, and fetched at once when a finger or pointer comes near the button.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const preload = () => void loadPanel();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label="Abrir menú"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? MOBILE_MENU_ID : undefined}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
        className="rounded-full p-2 text-ink hover:bg-sage-100"
      >
        <Menu aria-hidden size={24} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel onClose={() => setOpen(false)} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
