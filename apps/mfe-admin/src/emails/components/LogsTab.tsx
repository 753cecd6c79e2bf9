import { useId } from 'react';
import {
  EMAIL_LOG_STATUSES,
  EMAIL_LOG_STATUS_LABELS,
  EMAIL_SEND_STATE_LABELS,
  type EmailLogDto,
} from '@inhala/domain';
import { Pagination } from '../../shared/components/AdminListPage';
import { useEmailLogs } from '../api/email-campaigns';
import { formatWhen } from './email-format';
import { ListStates, StatusFilter } from './ListStates';
import { oneOf, pageIn, type TabProps } from './tab-props';

/** What the log says of a mail: its delivery status once it has one, else where it is in the queue. */
const statusOf = (log: EmailLogDto): string =>
  log.status ? EMAIL_LOG_STATUS_LABELS[log.status] : EMAIL_SEND_STATE_LABELS[log.state];

/** 'Registro': every mail, newest first, with its status, retries and the server's error. */
export function LogsTab({ params, update, search }: TabProps) {
  const status = oneOf(params, 'status', EMAIL_LOG_STATUSES);
  const campaign = Number(params.get('campaignId')) || undefined;
  const query = { q: params.get('q') ?? undefined, status, campaignId: campaign, page: pageIn(params) };
  const logs = useEmailLogs(query);
  const statusId = useId();
  const items = logs.data?.items ?? [];
  return (
    <>
      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end">
        {search}
        <StatusFilter
          id={statusId}
          value={status}
          options={EMAIL_LOG_STATUS_LABELS}
          onChange={(value) => update({ status: value, page: undefined })}
        />
      </div>
      {campaign && (
        <p className="mb-3 flex flex-wrap items-center gap-2 text-sm text-ink-soft">
          Solo la campaña {campaign}.
          <button
            type="button"
            onClick={() => update({ campaignId: undefined, page: undefined })}
            className="min-h-11 text-sage-800 underline"
          >
            Ver todos los correos
          </button>
        </p>
      )}
      <ListStates
        query={logs}
        count={items.length}
        filtered={Boolean(query.q || status || campaign)}
        emptyText="Aún no se ha enviado ningún correo."
      >
        <p className="mb-2 text-xs text-ink-soft md:hidden" aria-hidden>
          Desliza la tabla para ver todas las columnas →
        </p>
        {/* Wider than a phone: a region the keyboard can scroll too. */}
        <div
          role="region"
          aria-label="Registro de correos (se puede desplazar)"
          tabIndex={0}
          className="overflow-x-auto rounded-3xl bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-600"
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Registro de correos</caption>
            <thead className="border-b border-sage-100 text-ink-soft">
              <tr>
                <th scope="col" className="p-3 font-medium">
                  Fecha
                </th>
                <th scope="col" className="p-3 font-medium">
                  Destinatario
                </th>
                <th scope="col" className="p-3 font-medium">
                  Plantilla
                </th>
                <th scope="col" className="p-3 font-medium">
                  Estado
                </th>
                <th scope="col" className="p-3 font-medium">
                  Reintentos
                </th>
                <th scope="col" className="p-3 font-medium">
                  Error
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((log) => (
                <tr key={log.id} className="border-b border-sage-50 align-top last:border-0">
                  <td className="p-3 whitespace-nowrap">{formatWhen(log.sentAt ?? log.createdAt)}</td>
                  <td className="p-3 whitespace-nowrap">{log.toEmail}</td>
                  <td className="p-3">{log.templateUsed}</td>
                  <td className="p-3 whitespace-nowrap">{statusOf(log)}</td>
                  <td className="p-3">{log.retryCount}</td>
                  <td className="p-3 break-words text-red-800">{log.errorMessage ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination
          page={logs.data?.page ?? 1}
          totalPages={logs.data?.totalPages ?? 1}
          onPage={(page) => update({ page: page > 1 ? String(page) : undefined })}
        />
      </ListStates>
    </>
  );
}
