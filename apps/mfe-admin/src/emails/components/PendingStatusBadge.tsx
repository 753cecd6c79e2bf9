import { PENDING_EMAIL_STATUS_LABELS, type PendingEmailStatus } from '@inhala/domain';
import { Badge } from '../../shared/components/StatusBadge';

const TONES: Record<PendingEmailStatus, string> = {
  draft: 'bg-sand-100 text-ink',
  scheduled: 'bg-sky-100 text-sky-900',
  sent: 'bg-sage-100 text-sage-800',
  cancelled: 'bg-gray-100 text-ink-soft',
};

export function PendingStatusBadge({ status }: { status: PendingEmailStatus }) {
  return <Badge tone={TONES[status]}>{PENDING_EMAIL_STATUS_LABELS[status]}</Badge>;
}
