import { Button } from './Button';
import { Modal } from './Modal';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmText: string;
  cancelText?: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmText,
  cancelText = 'Cancelar',
  pending,
  onConfirm,
  onCancel,
}: Props) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onCancel()} title={title}>
      <p className="text-ink-soft">{message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {cancelText}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {confirmText}
        </Button>
      </div>
    </Modal>
  );
}
