import type { ChatTypingUser } from '@inhala/ui';

/** 'Ana está escribiendo...' (two: 'Ana y Luis están escribiendo...'; more: 'Varias personas...'). */
export function typingText(typing: readonly ChatTypingUser[]): string {
  const [first, second] = typing;
  if (!first) return '';
  if (!second) return `${first.firstName} está escribiendo...`;
  if (typing.length === 2) return `${first.firstName} y ${second.firstName} están escribiendo...`;
  return 'Varias personas están escribiendo...';
}

export function TypingIndicator({ typing }: { typing: readonly ChatTypingUser[] }) {
  return (
    <p role="status" aria-live="polite" className="min-h-6 px-4 text-sm text-ink-soft italic md:px-6">
      {typingText(typing)}
    </p>
  );
}
