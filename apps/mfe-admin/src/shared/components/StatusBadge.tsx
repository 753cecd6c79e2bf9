import { CONTENT_STATUS_LABELS, type ContentStatus } from '@inhala/domain';

const TONES: Record<ContentStatus, string> = {
  draft: 'bg-sand-100 text-ink',
  published: 'bg-sage-100 text-sage-800',
  archived: 'bg-gray-100 text-ink-soft',
};

export function StatusBadge({ status }: { status: ContentStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {CONTENT_STATUS_LABELS[status]}
    </span>
  );
}
