import { Lock } from 'lucide-react';

/** A centred status line for loading states; announced politely to screen readers. */
export function LoadingScreen({ text }: { text: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[40vh] flex-col items-center justify-center gap-4 p-8 text-ink-soft"
    >
      <span aria-hidden className="h-10 w-10 animate-pulse rounded-full bg-sage-200" />
      <p>{text}</p>
    </div>
  );
}

export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden className={`animate-pulse rounded-2xl bg-sage-100 ${className}`} />;
}

export function LockBadge({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center text-amber-700 ${className}`} title="Contenido Premium">
      <Lock aria-hidden size={12} />
      <span className="sr-only">(bloqueado)</span>
    </span>
  );
}
