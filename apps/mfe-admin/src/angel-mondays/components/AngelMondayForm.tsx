import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { validateAngelMonday, type AdminAngelMonday, type AngelMondayInput } from '@inhala/domain';
import { Button, domainResolver } from '@inhala/ui';
import { FormWithPreview, type EditorSave } from '../../shared/components/EditorPage';
import { AdminTextField, FormError, StatusField } from '../../shared/components/fields';
import { RichTextEditor } from '../../shared/components/RichTextEditor';
import { UploadField } from '../../shared/components/UploadField';
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
  const [uploading, setUploading] = useState(false);
  const form = useForm<AngelMondayFormValues>({
    defaultValues: toFormValues(entry, timeZone, new Date()),
    resolver: domainResolver<AngelMondayFormValues>((values) => validateAngelMonday(values)),
  });
  const { register, handleSubmit, setValue, control, formState, reset } = form;
  const errors = formState.errors;
  const values = useWatch({ control }) as AngelMondayFormValues;

  // After a save the form shows what the server stored (its text is the allow-listed one).
  useEffect(() => {
    if (entry) reset(toFormValues(entry, timeZone, new Date()));
    // Only a new version of the entry resets what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry?.id, entry?.updatedAt]);

  const submit = handleSubmit(async (input) => {
    await editor.save(toInput(input, entry, timeZone));
  });

  return (
    <FormWithPreview
      form={
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
          <AdminTextField label="Título" error={errors.title?.message} {...register('title')} />
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
              error={errors.timestamp?.message}
              {...register('timestamp')}
            />
            <StatusField error={errors.status?.message} {...register('status')} />
          </div>
          <AdminTextField
            label="Publicar a partir de"
            type="datetime-local"
            hint="Vacío: se publica en cuanto su estado es Publicado. Con fecha: nadie lo ve antes."
            error={errors.publishAt?.message}
            {...register('publishAt')}
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
            onBusyChange={setUploading}
            error={errors.audioUrl?.message}
          />
          <FormError message={editor.error} />
          <Button type="submit" disabled={editor.pending || uploading}>
            {editor.pending ? 'Guardando...' : 'Guardar'}
          </Button>
        </form>
      }
      preview={<AngelMondayPreview draft={toDraft(values, entry, timeZone)} timeZone={timeZone} />}
    />
  );
}
