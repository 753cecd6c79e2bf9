import { ANNOUNCED_CONTENT_LABELS, type EmailCampaignDto } from '@inhala/domain';
import { Link, ProgressBar } from '@inhala/ui';
import { Pagination } from '../../shared/components/AdminListPage';
import { useCampaigns } from '../api/email-campaigns';
import { formatWhen } from './email-format';
import { ListStates } from './ListStates';
import { pageIn, type TabProps } from './tab-props';

const ESTIMATE = 'Estimación: los clientes de correo cargan imágenes por su cuenta';

const PROGRESS_LABELS: Record<EmailCampaignDto['progress'], string> = {
  waiting: 'En espera',
  sending: 'Enviando',
  done: 'Terminada',
};

/**
 * 'Campañas': each send of an announcement with its figures, read again every few seconds while
 * one goes out. Opens and clicks are estimates (images load, or not, as each mail client likes).
 */
export function CampaignsTab({ params, update, search }: TabProps) {
  const query = { q: params.get('q') ?? undefined, page: pageIn(params) };
  const list = useCampaigns(query);
  const items = list.data?.items ?? [];
  return (
    <>
      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end">{search}</div>
      <ListStates
        query={list}
        count={items.length}
        filtered={Boolean(query.q)}
        emptyText="Aún no hay campañas. Se crea una al enviar un correo pendiente."
      >
        <p className="mb-3 text-sm text-ink-soft" id="campaign-estimate">
          * {ESTIMATE}.
        </p>
        <ul className="space-y-3">
          {items.map((campaign) => (
            <CampaignCard key={campaign.id} campaign={campaign} />
          ))}
        </ul>
        <Pagination
          page={list.data?.page ?? 1}
          totalPages={list.data?.totalPages ?? 1}
          onPage={(page) => update({ page: page > 1 ? String(page) : undefined })}
        />
      </ListStates>
    </>
  );
}

function CampaignCard({ campaign: c }: { campaign: EmailCampaignDto }) {
  const headingId = `campaign-${c.id}`;
  const done = c.recipients - c.queued;
  const figures: Array<[string, string, boolean?]> = [
    ['Destinatarios', String(c.recipients)],
    ['Enviados', String(c.sent)],
    ['Entregados', String(c.delivered)],
    ['Rebotados', String(c.bounced)],
    ['Fallidos', String(c.failed)],
    ['Omitidos', String(c.skipped)],
    ['Aperturas', String(c.opened), true],
    ['Clics', String(c.clicked)],
    ['Tasa de entrega', `${c.deliveryRate} %`],
    ['Tasa de apertura', `${c.openRate} %`, true],
  ];
  return (
    <li aria-labelledby={headingId} className="rounded-3xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-ink-soft uppercase">
            {ANNOUNCED_CONTENT_LABELS[c.contentType]}
          </p>
          <h3 id={headingId} className="font-semibold break-words text-ink">
            {c.campaignName}
          </h3>
          <p className="text-sm text-ink-soft">
            {c.startedAt ? `Empezó el ${formatWhen(c.startedAt)}` : `Prevista para ${formatWhen(c.dueAt)}`}
            {c.latenessSeconds !== null && c.latenessSeconds >= 60 && (
              <> · con {Math.round(c.latenessSeconds / 60)} min de retraso</>
            )}
          </p>
        </div>
        <span className="rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-ink">
          {PROGRESS_LABELS[c.progress]}
        </span>
      </div>
      {c.progress !== 'done' && (
        <ProgressBar
          className="mt-3"
          percent={c.recipients > 0 ? (done / c.recipients) * 100 : 0}
          label={`Progreso del envío de ${c.campaignName}`}
          valueText={`${done} de ${c.recipients} correos`}
        />
      )}
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
        {figures.map(([label, value, estimate]) => (
          <div key={label}>
            <dt className="text-ink-soft">
              {label}
              {estimate && (
                <span title={ESTIMATE} aria-label={` (${ESTIMATE})`}>
                  *
                </span>
              )}
            </dt>
            <dd className="text-lg font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <Link
        to={`/admin/emails?tab=registro&campaignId=${c.id}`}
        className="mt-3 inline-block text-sm text-sage-800 underline"
      >
        Ver el registro de esta campaña
      </Link>
    </li>
  );
}
