import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { validateAngelMonday, type AdminAngelMonday, type AngelMondayInput } from '@inhala/domain';
import { domainResolver } from '@inhala/ui';
import { fieldsOf } from '../../shared/components/bound-fields';
import { FormWithPreview, type EditorSave } from '../../shared/components/EditorPage';
import { AdminTextField, FormFooter, StatusField } from '../../shared/components/fields';
import { RichTextEditor } from '../../shared/components/RichTextEditor';
import { UploadField } from '../../shared/components/UploadField';
import { useUploadsBusy } from '../../shared/components/use-uploads-busy';
import { AngelMondayPreview } from './AngelMondayPreview';
import { GradientPicker } from './GradientPicker';
import {
  browserTimeZone,
  toDraft,
  toFormValues,
  toInput,
  type AngelMondayFormValues,
} from './angel-monday-form-values';

/**
 * An Angel Monday's fields (02 §3.7, §5): title, the message (rich text), its date, when it
 * reaches people, status, gradient and audio; beside them the card as a subscriber will see it.
 */
export function AngelMondayForm({
  entry,
  editor,
}: {
  entry: AdminAngelMonday | null;
  editor: EditorSave<AngelMondayInput>;
}) {
  const timeZone = useMemo(browserTimeZone, []);
  const [uploading, onBusyChange] = useUploadsBusy();
  const form = useForm<AngelMondayFormValues>({
    defaultValues: toFormValues(entry, timeZone, new Date()),
    resolver: domainResolver<AngelMondayFormValues>((values) => validateAngelMonday(values)),
  });
  const { handleSubmit, setValue, control, formState, reset } = form;
  const errors = formState.errors;
  const field = fieldsOf(form);
  const values = useWatch({ control }) as AngelMondayFormValues;

  // After a save the form shows what the server stored (its text is the allow-listed one).
  useEffect(() => {
    if (entry) reset(toFormValues(entry, timeZone, new Date()));
    // Only a new version of the entry resets what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry?.id, entry?.updatedAt]);

  const submit = handleSubmit(async (input) => {
    await editor.save(toInput(input, entry));
  });

  return (
    <FormWithPreview
      form={
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
          <AdminTextField label="Título" {...field('title')} />
          <Controller
            control={control}
            name="text"
            render={({ field }) => (
              <RichTextEditor
                label="Mensaje"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.text?.message}
                placeholder="Escribe el mensaje de esta semana..."
              />
            )}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <AdminTextField
              label="Fecha"
              type="date"
              hint="El día del mensaje (se muestra en la tarjeta)."
              {...field('timestamp')}
            />
            <StatusField {...field('status')} />
          </div>
          <AdminTextField
            label="Publicar a partir de"
            type="datetime-local"
            hint="Vacío: se publica en cuanto su estado es Publicado. Con fecha: nadie lo ve antes."
            {...field('publishAt')}
          />
          <Controller
            control={control}
            name="gradientOption"
            render={({ field }) => (
              <GradientPicker
                value={field.value}
                onChange={field.onChange}
                error={errors.gradientOption?.message}
              />
            )}
          />
          <UploadField
            label="Audio del mensaje"
            purpose="audio"
            value={values.audioUrl ?? null}
            onChange={(url) => setValue('audioUrl', url, { shouldDirty: true })}
            onBusyChange={onBusyChange}
            error={errors.audioUrl?.message}
          />
          <FormFooter error={editor.error} pending={editor.pending} uploading={uploading} />
        </form>
      }
      preview={<AngelMondayPreview draft={toDraft(values, entry)} timeZone={timeZone} />}
    />
  );
}
