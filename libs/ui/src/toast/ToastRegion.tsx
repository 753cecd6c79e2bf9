import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface ToastState extends ToastInput {
  id: number;
}

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/**
 * Toasts (01 §9): one visible at a time and a new one replaces it, 5 s, paused on hover or focus,
 * swipe right 50 px to dismiss, F8 focuses the region. Radix Toast gives all of that.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const toast = useCallback(
    (input: ToastInput) => setCurrent({ ...input, id: Date.now() + Math.random() }),
    [],
  );
  const value = useMemo(() => toast, [toast]);
  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notificación">
        {children}
        {current && (
          <RadixToast.Root
            key={current.id}
            defaultOpen
            onOpenChange={(open) => !open && setCurrent((c) => (c?.id === current.id ? null : c))}
            className={`toast ${current.variant === 'destructive' ? 'border-red-300 bg-red-50 text-red-900' : 'border-sage-200 bg-white text-ink'} pointer-events-auto flex w-full items-start gap-3 rounded-2xl border p-4 shadow-lg`}
          >
            <div className="flex-1">
              <RadixToast.Title className="font-semibold">{current.title}</RadixToast.Title>
              {current.description && (
                <RadixToast.Description className="mt-1 text-sm opacity-90">
                  {current.description}
                </RadixToast.Description>
              )}
            </div>
            <RadixToast.Close aria-label="Cerrar notificación" className="rounded-full p-1 hover:bg-black/5">
              <X aria-hidden size={16} />
            </RadixToast.Close>
          </RadixToast.Root>
        )}
        <RadixToast.Viewport
          hotkey={['F8']}
          className="fixed right-0 bottom-20 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none md:bottom-0"
        />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: ToastInput) => void {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside ToastProvider');
  return toast;
}
