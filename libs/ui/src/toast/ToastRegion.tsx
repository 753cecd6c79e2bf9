import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import type { ToastState } from './toast-state';

interface Props {
  current: ToastState | null;
  onClosed: (id: number) => void;
}

/**
 * The region toasts appear in (01 §9): one visible at a time and a new one replaces it, 5 s,
 * paused on hover or focus, swipe right 50 px to dismiss, F8 focuses the region. Radix Toast
 * gives all of that.
 */
export function ToastRegion({ current, onClosed }: Props) {
  return (
    <RadixToast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notificación">
      {current && (
        <RadixToast.Root
          key={current.id}
          defaultOpen
          duration={current.duration}
          onOpenChange={(open) => !open && onClosed(current.id)}
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
          {current.action && (
            <RadixToast.Action
              altText={current.action.altText}
              onClick={current.action.onAction}
              className="rounded-full border border-sage-300 px-3 py-1 text-sm font-semibold text-sage-800 hover:bg-sage-50 focus-visible:ring-2 focus-visible:ring-sage-500 focus-visible:outline-none"
            >
              {current.action.label}
            </RadixToast.Action>
          )}
          <RadixToast.Close aria-label="Cerrar notificación" className="rounded-full p-1 hover:bg-black/5">
            <X aria-hidden size={16} />
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport
        hotkey={['F8']}
        label="Notificaciones ({hotkey})"
        className="fixed right-0 bottom-20 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none md:bottom-0"
      />
    </RadixToast.Provider>
  );
}
