import { Pencil } from 'lucide-react';
import { EMAIL_PREFERENCE_LABELS, type EmailKind } from '@inhala/domain';
import { Link } from '@inhala/ui';
import { useTemplates } from '../api/email-templates';
import { ListStates } from './ListStates';
import type { TabProps } from './tab-props';

const KIND_LABELS: Record<EmailKind, string> = { transactional: 'Transaccional', ...EMAIL_PREFERENCE_LABELS };

/** 'Plantillas': every mail Inhala sends, with what it is for and whether it was changed. */
export function TemplatesTab({ params, search }: TabProps) {
  const q = params.get('q') ?? '';
  const templates = useTemplates(q);
  const items = templates.data ?? [];
  return (
    <>
      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end">{search}</div>
      <ListStates
        query={templates}
        count={items.length}
        filtered={Boolean(q)}
        emptyText="Aún no hay plantillas."
      >
        <ul className="space-y-3">
          {items.map((template) => (
            <li
              key={template.key}
              className="flex flex-wrap items-center gap-3 rounded-3xl bg-white p-4 shadow-sm md:flex-nowrap"
            >
              <div className="min-w-48 flex-1 md:min-w-0">
                <Link
                  to={`/admin/emails/edit/${template.key}`}
                  className="block font-semibold break-words text-ink hover:underline"
                >
                  {template.name}
                </Link>
                <p className="text-sm break-words text-ink-soft">{template.subject}</p>
              </div>
              <span className="rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-ink">
                {KIND_LABELS[template.kind]}
              </span>
              {template.isCustomized && (
                <span className="rounded-full bg-sage-100 px-2.5 py-0.5 text-xs font-semibold text-sage-800">
                  Personalizada
                </span>
              )}
              {!template.isActive && (
                <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-ink-soft">
                  Inactiva
                </span>
              )}
              <Link
                to={`/admin/emails/edit/${template.key}`}
                aria-label={`Editar ${template.name}`}
                className="rounded-full p-2 text-sage-800 hover:bg-sage-50"
              >
                <Pencil aria-hidden size={18} />
              </Link>
            </li>
          ))}
        </ul>
      </ListStates>
    </>
  );
}
