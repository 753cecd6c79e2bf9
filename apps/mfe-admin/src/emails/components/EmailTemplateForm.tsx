import { RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  ALWAYS_ACTIVE_TEMPLATES,
  BUTTON_POSITIONS,
  BUTTON_POSITION_LABELS,
  EMAIL_MESSAGES,
  validateEmailTemplate,
  type EmailTemplateDto,
  type EmailTemplateInput,
} from '@inhala/domain';
import { Button, ConfirmDialog, domainResolver, messageOf, useToast } from '@inhala/ui';
import { fieldsOf } from '../../shared/components/bound-fields';
import { FormWithPreview } from '../../shared/components/EditorPage';
import { AdminTextField, FormFooter, SelectField } from '../../shared/components/fields';
import { RichTextEditor } from '../../shared/components/RichTextEditor';
import { useRestoreTemplate, useSaveTemplate } from '../api/email-templates';
import { EmailPreview } from './EmailPreview';
import { VariableButtons, useVariableInsertion } from './VariableButtons';

const valuesOf = (t: EmailTemplateDto): EmailTemplateInput => ({
  name: t.name,
  subject: t.subject,
  body: t.body,
  buttonText: t.buttonText,
  buttonPosition: t.buttonPosition,
  isActive: t.isActive,
});

/**
 * A template's fields (issue 16): name, subject and body with its {{variables}} insertable at the
 * cursor, the button's text and place, the active switch and 'Restaurar original'; beside them
 * the mail as a person would get it, on a desktop or a phone.
 */
export function EmailTemplateForm({ template }: { template: EmailTemplateDto }) {
  const save = useSaveTemplate();
  const restore = useRestoreTemplate();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [confirmRestore, setConfirmRestore] = useState(false);
  const form = useForm<EmailTemplateInput>({
    defaultValues: valuesOf(template),
    resolver: domainResolver<EmailTemplateInput>((values) =>
      validateEmailTemplate(values, template.variables),
    ),
  });
  const { handleSubmit, control, formState, reset, setValue } = form;
  const field = fieldsOf(form);
  const values = useWatch({ control }) as EmailTemplateInput;
  const subjectRef = useRef<HTMLInputElement | null>(null);
  const insertion = useVariableInsertion(subjectRef, (subject) =>
    setValue('subject', subject, { shouldDirty: true }),
  );
  const subject = field('subject');

  // After a save or a restore the form shows what the server stored (the allow-listed body).
  useEffect(() => {
    reset(valuesOf(template));
    // Only a new version of the template resets what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [template.updatedAt]);

  const submit = handleSubmit(async (input) => {
    setError(null);
    try {
      const saved = await save.mutateAsync({ key: template.key, input });
      toast({ title: 'Guardado exitoso', description: `Se guardó «${saved.name}».` });
    } catch (reason) {
      setError(messageOf(reason, 'No se pudo guardar. Inténtalo de nuevo.'));
    }
  });

  const restoreOriginal = async () => {
    try {
      await restore.mutateAsync(template.key);
      setConfirmRestore(false);
      toast({
        title: 'Original restaurado',
        description: 'El asunto, el contenido y el botón son los de origen.',
      });
    } catch (reason) {
      setConfirmRestore(false);
      toast({
        title: 'Error',
        description: messageOf(reason, 'No se pudo restaurar. Inténtalo de nuevo.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <FormWithPreview
        caption="Así llegará el correo, con datos de ejemplo."
        form={
          <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
            <AdminTextField label="Nombre" {...field('name')} />
            <AdminTextField
              label="Asunto"
              {...subject}
              ref={(element) => {
                subject.ref(element);
                subjectRef.current = element;
              }}
              onFocus={insertion.subjectFocused}
            />
            <Controller
              control={control}
              name="body"
              render={({ field: body }) => (
                <RichTextEditor
                  label="Contenido"
                  value={body.value}
                  onChange={body.onChange}
                  onBlur={body.onBlur}
                  error={formState.errors.body?.message}
                  onFocus={insertion.bodyFocused}
                  insertRef={insertion.bodyInsert}
                />
              )}
            />
            <VariableButtons variables={template.variables} onInsert={insertion.insert} />
            <div className="grid gap-5 sm:grid-cols-2">
              <AdminTextField label="Texto del botón" {...field('buttonText')} />
              <SelectField label="Posición del botón" {...field('buttonPosition')}>
                {BUTTON_POSITIONS.map((position) => (
                  <option key={position} value={position}>
                    {BUTTON_POSITION_LABELS[position]}
                  </option>
                ))}
              </SelectField>
            </div>
            <Controller
              control={control}
              name="isActive"
              render={({ field: active }) => (
                <ActiveSwitch
                  checked={active.value}
                  onChange={active.onChange}
                  kind={template.kind}
                  locked={ALWAYS_ACTIVE_TEMPLATES.includes(template.key)}
                />
              )}
            />
            <div className="flex flex-wrap items-center gap-3">
              <FormFooter error={error} pending={save.isPending} uploading={false} />
              <Button
                type="button"
                variant="secondary"
                onClick={() => setConfirmRestore(true)}
                disabled={!template.isCustomized}
                title={template.isCustomized ? undefined : 'Ya es el original'}
              >
                <RotateCcw aria-hidden size={16} />
                Restaurar original
              </Button>
            </div>
          </form>
        }
        preview={<EmailPreview templateKey={template.key} values={values} />}
      />
      <ConfirmDialog
        open={confirmRestore}
        title="¿Restaurar el original?"
        message="El asunto, el contenido y el botón volverán a los de origen. El nombre y el interruptor de activa no cambian."
        confirmText={restore.isPending ? 'Restaurando...' : 'Restaurar original'}
        cancelText="Volver"
        pending={restore.isPending}
        onConfirm={() => void restoreOriginal()}
        onCancel={() => setConfirmRestore(false)}
      />
    </>
  );
}

function ActiveSwitch({
  checked,
  onChange,
  kind,
  locked,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
  kind: EmailTemplateDto['kind'];
  /** The reset code: without it nobody could get back into their account. */
  locked: boolean;
}) {
  const hint = locked
    ? EMAIL_MESSAGES.alwaysActive
    : kind === 'news' || kind === 'angelMondays'
      ? 'Inactiva: publicar contenido no crea un correo pendiente.'
      : 'Inactiva: este correo deja de enviarse.';
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby="active-hint"
        disabled={locked}
        onClick={() => onChange(!checked)}
        className={`relative h-7 w-12 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-600 disabled:cursor-not-allowed disabled:opacity-60 ${checked ? 'bg-sage-700' : 'bg-gray-300'}`}
      >
        <span className="sr-only">Plantilla activa</span>
        <span
          aria-hidden
          className={`absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${checked ? 'translate-x-5' : ''}`}
        />
      </button>
      <div>
        <p className="text-sm font-medium text-ink">{checked ? 'Activa' : 'Inactiva'}</p>
        <p id="active-hint" className="text-xs text-ink-soft">
          {hint}
        </p>
      </div>
    </div>
  );
}
