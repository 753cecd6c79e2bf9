import { ApiError, Link, LoadingScreen, PageHeader, useParams } from '@inhala/ui';
import { LoadError } from '../../shared/components/LoadError';
import { useTemplate } from '../api/email-templates';
import { EmailTemplateForm } from '../components/EmailTemplateForm';

const LIST = '/admin/emails';

/** /admin/emails/edit/{templateKey}: one template, with its live preview. */
export function EmailTemplateEditPage() {
  const { templateKey = '' } = useParams();
  const template = useTemplate(templateKey);

  if (template.isError && template.error instanceof ApiError && template.error.status === 404)
    return (
      <>
        <PageHeader title="Editar plantilla" backTo={LIST} />
        <p className="rounded-3xl bg-white p-8 text-center text-ink-soft">
          Esta plantilla no existe.{' '}
          <Link to={LIST} className="text-sage-800 underline">
            Volver a Correos
          </Link>
        </p>
      </>
    );
  if (template.isError)
    return (
      <>
        <PageHeader title="Editar plantilla" backTo={LIST} />
        <LoadError query={template} fallback="No pudimos cargar la plantilla." />
      </>
    );
  if (template.isPending) return <LoadingScreen text="Cargando..." />;
  return (
    <>
      <PageHeader title="Editar plantilla" subtitle={template.data.name} backTo={LIST} />
      <EmailTemplateForm key={template.data.key} template={template.data} />
    </>
  );
}
