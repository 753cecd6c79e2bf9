import type { ReactNode } from 'react';
import { CONTENT_STATUS_LABELS, type ContentStatus } from '@inhala/domain';

const TONES: Record<ContentStatus, string> = {
  draft: 'bg-sand-100 text-ink',
  published: 'bg-sage-100 text-sage-800',
  archived: 'bg-gray-100 text-ink-soft',
};

/** A state in a word, on a pill of its tone (Tailwind background and text classes). */
export function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      {children}
    </span>
  );
}

export function StatusBadge({ status }: { status: ContentStatus }) {
  return <Badge tone={TONES[status]}>{CONTENT_STATUS_LABELS[status]}</Badge>;
}
