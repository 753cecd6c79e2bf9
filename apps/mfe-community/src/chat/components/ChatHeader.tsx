import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from '@inhala/ui';

/** The room's own header (the shell shows none on /comunidad): 'Volver' home and the title. */
export function ChatHeader({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <header className="z-10 flex items-center gap-3 border-b border-sage-100 bg-white/95 px-3 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3 backdrop-blur md:rounded-t-3xl md:px-5">
      <button
        type="button"
        onClick={() => navigate('/')}
        aria-label="Volver"
        className="flex h-11 w-11 items-center justify-center rounded-full text-sage-800 hover:bg-sage-100 focus-visible:outline-2 focus-visible:outline-sage-600"
      >
        <ArrowLeft aria-hidden size={22} />
      </button>
      <h1 className="flex-1 truncate font-display text-2xl text-ink">Comunidad</h1>
      {children}
    </header>
  );
}
