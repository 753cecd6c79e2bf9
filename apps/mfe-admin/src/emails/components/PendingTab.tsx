import { useId, useState } from 'react';
import {
  ANNOUNCED_CONTENT_LABELS,
  PENDING_EMAIL_STATUSES,
  PENDING_EMAIL_STATUS_LABELS,
  isPendingEmailOpen,
  type PendingEmailDto,
} from '@inhala/domain';
import { Button, ConfirmDialog, messageOf, useToast } from '@inhala/ui';
import { Pagination } from '../../shared/components/AdminListPage';
import { usePendingAction, usePendingEmails, type PendingAction } from '../api/pending-emails';
import { formatWhen } from './email-format';
import { ListStates, StatusFilter } from './ListStates';
import { PendingEmailEditor } from './PendingEmailEditor';
import { PendingStatusBadge } from './PendingStatusBadge';
import { ScheduleForm } from './ScheduleForm';
import { oneOf, pageIn, type TabProps } from './tab-props';

type Confirming = { kind: 'send-now' | 'cancel'; email: PendingEmailDto } | null;

const CONFIRM = {
  'send-now': {
    title: '¿Enviar ahora?',
    message: (e: PendingEmailDto) =>
      `«${e.emailSubject}» saldrá ahora a todas las personas que reciben estos correos. No se puede deshacer.`,
    confirm: 'Enviar ahora',
    done: 'Se enviará en unos instantes.',
  },
  cancel: {
    title: '¿Cancelar este correo?',
    message: (e: PendingEmailDto) => `«${e.emailSubject}» no se enviará. No se puede deshacer.`,
    confirm: 'Cancelar correo',
    done: 'El correo no se enviará.',
  },
} as const;

/**
 * 'Pendientes': the announcements drafted when content was published. While a draft or
 * scheduled each can be edited, scheduled for a date and time, sent now or cancelled (the last
 * two after a confirmation).
 */
export function PendingTab({ params, update, search }: TabProps) {
  const status = oneOf(params, 'status', PENDING_EMAIL_STATUSES);
  const query = { q: params.get('q') ?? undefined, status, page: pageIn(params) };
  const list = usePendingEmails(query);
  const action = usePendingAction();
  const toast = useToast();
  const statusId = useId();
  const [open, setOpen] = useState<{ id: number; panel: 'edit' | 'schedule' } | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const items = list.data?.items ?? [];

  const run = async (next: PendingAction, done: { title: string; description: string }) => {
    try {
      await action.mutateAsync(next);
      toast(done);
      setOpen(null);
      return null;
    } catch (reason) {
      return messageOf(reason, 'No se pudo guardar. Inténtalo de nuevo.');
    }
  };

  const confirm = async () => {
    if (!confirming) return;
    const text = CONFIRM[confirming.kind];
    const problem = await run(
      { kind: confirming.kind, id: confirming.email.id },
      { title: 'Listo', description: text.done },
    );
    setConfirming(null);
    if (problem) toast({ title: 'Error', description: problem, variant: 'destructive' });
  };

  return (
    <>
      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end">
        {search}
        <StatusFilter
          id={statusId}
          value={status}
          options={PENDING_EMAIL_STATUS_LABELS}
          onChange={(value) => update({ status: value, page: undefined })}
        />
      </div>
      <ListStates
        query={list}
        count={items.length}
        filtered={Boolean(query.q || status)}
        emptyText="No hay correos pendientes. Se crea uno al publicar una meditación, un reto o un Angel Monday."
      >
        <ul className="space-y-3" aria-busy={list.isFetching}>
          {items.map((email) => {
            const headingId = `pending-${email.id}`;
            const editable = isPendingEmailOpen(email.status);
            const panel = open?.id === email.id ? open.panel : null;
            return (
              <li key={email.id} aria-labelledby={headingId} className="rounded-3xl bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-start gap-3">
                  <div className="min-w-48 flex-1">
                    <p className="text-xs font-semibold tracking-wide text-ink-soft uppercase">
                      {ANNOUNCED_CONTENT_LABELS[email.contentType]}
                    </p>
                    <h3 id={headingId} className="font-semibold break-words text-ink">
                      {email.contentTitle}
                    </h3>
                    <p className="text-sm break-words text-ink-soft">Asunto: {email.emailSubject}</p>
                    {email.status === 'scheduled' && email.scheduledFor && (
                      <p className="text-sm text-ink-soft">
                        Programado para {formatWhen(email.scheduledFor)}
                      </p>
                    )}
                    {email.status === 'sent' && email.sentAt && (
                      <p className="text-sm text-ink-soft">Enviado el {formatWhen(email.sentAt)}</p>
                    )}
                  </div>
                  <PendingStatusBadge status={email.status} />
                </div>
                {editable && (
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      aria-expanded={panel === 'edit'}
                      onClick={() => setOpen(panel === 'edit' ? null : { id: email.id, panel: 'edit' })}
                    >
                      Editar
                    </Button>
                    <Button
                      variant="secondary"
                      aria-expanded={panel === 'schedule'}
                      onClick={() =>
                        setOpen(panel === 'schedule' ? null : { id: email.id, panel: 'schedule' })
                      }
                    >
                      Programar
                    </Button>
                    <Button onClick={() => setConfirming({ kind: 'send-now', email })}>Enviar ahora</Button>
                    <Button
                      variant="secondary"
                      className="text-red-700"
                      onClick={() => setConfirming({ kind: 'cancel', email })}
                    >
                      Cancelar
                    </Button>
                  </div>
                )}
                {panel === 'edit' && (
                  <PendingEmailEditor
                    email={email}
                    pending={action.isPending}
                    onCancel={() => setOpen(null)}
                    onSave={(input) =>
                      run(
                        { kind: 'update', id: email.id, input },
                        { title: 'Guardado exitoso', description: `Se guardó «${input.emailSubject}».` },
                      )
                    }
                  />
                )}
                {panel === 'schedule' && (
                  <ScheduleForm
                    email={email}
                    pending={action.isPending}
                    onCancel={() => setOpen(null)}
                    onSchedule={(scheduledFor) =>
                      run(
                        { kind: 'schedule', id: email.id, scheduledFor },
                        { title: 'Programado', description: `Se enviará el ${formatWhen(scheduledFor)}.` },
                      )
                    }
                  />
                )}
              </li>
            );
          })}
        </ul>
        <Pagination
          page={list.data?.page ?? 1}
          totalPages={list.data?.totalPages ?? 1}
          onPage={(page) => update({ page: page > 1 ? String(page) : undefined })}
        />
      </ListStates>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? CONFIRM[confirming.kind].title : ''}
        message={confirming ? CONFIRM[confirming.kind].message(confirming.email) : ''}
        confirmText={action.isPending ? 'Un momento...' : confirming ? CONFIRM[confirming.kind].confirm : ''}
        cancelText="Volver"
        pending={action.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
