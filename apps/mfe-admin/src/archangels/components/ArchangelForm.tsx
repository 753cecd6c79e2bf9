import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { validateArchangel, videoEmbedUrl, type AdminArchangel, type ArchangelInput } from '@inhala/domain';
import { Button, LazyImage, domainResolver } from '@inhala/ui';
import { FormWithPreview, type EditorSave } from '../../shared/components/EditorPage';
import { AdminTextField, FormError, StatusField, TextAreaField } from '../../shared/components/fields';
import { UploadField } from '../../shared/components/UploadField';

const EMPTY: ArchangelInput = {
  name: '',
  topic: '',
  description: '',
  imageUrl: null,
  youtubeUrl: '',
  descriptionNotes: '',
  status: 'published',
  sortOrder: 0,
};

function toInput(archangel: AdminArchangel | null): ArchangelInput {
  if (!archangel) return EMPTY;
  return {
    name: archangel.name,
    topic: archangel.topic ?? '',
    description: archangel.description ?? '',
    imageUrl: archangel.imageUrl,
    youtubeUrl: archangel.youtubeUrl ?? '',
    descriptionNotes: archangel.descriptionNotes ?? '',
    status: archangel.status,
    sortOrder: archangel.sortOrder,
  };
}

/**
 * An archangel's fields (02 §3.4). The spec shows no rule for them: the name is required and
 * unique, links must be YouTube or Vimeo, images uploaded or https (the domain's validateArchangel).
 */
export function ArchangelForm({
  archangel,
  editor,
}: {
  archangel: AdminArchangel | null;
  editor: EditorSave<ArchangelInput>;
}) {
  const [uploading, setUploading] = useState(false);
  const form = useForm<ArchangelInput>({
    defaultValues: toInput(archangel),
    resolver: domainResolver(validateArchangel),
  });
  const { register, handleSubmit, setValue, control, formState } = form;
  const errors = formState.errors;
  const values = useWatch({ control }) as ArchangelInput;

  const submit = handleSubmit(async (input) => {
    const saved = await editor.save({ ...input, sortOrder: Number(input.sortOrder) });
    if (saved) form.reset(input);
  });

  return (
    <FormWithPreview
      form={
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
          <AdminTextField label="Nombre" error={errors.name?.message} {...register('name')} />
          <AdminTextField
            label="Tema"
            hint="En qué acompaña, p. ej. «Protección» o «Sanación»."
            error={errors.topic?.message}
            {...register('topic')}
          />
          <TextAreaField
            label="Descripción"
            error={errors.description?.message}
            {...register('description')}
          />
          <UploadField
            label="Imagen del arcángel"
            purpose="image"
            allowUrl
            value={values.imageUrl ?? null}
            onChange={(url) => setValue('imageUrl', url, { shouldDirty: true })}
            onBusyChange={setUploading}
            error={errors.imageUrl?.message}
          />
          <AdminTextField
            label="Enlace de YouTube"
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=..."
            hint="Un video de YouTube o Vimeo."
            error={errors.youtubeUrl?.message}
            {...register('youtubeUrl')}
          />
          <TextAreaField
            label="Notas"
            hint="Solo para el equipo: no se muestran a las personas."
            error={errors.descriptionNotes?.message}
            {...register('descriptionNotes')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <StatusField error={errors.status?.message} {...register('status')} />
            <AdminTextField
              label="Orden"
              type="number"
              min={0}
              inputMode="numeric"
              error={errors.sortOrder?.message}
              {...register('sortOrder', { valueAsNumber: true })}
            />
          </div>
          <FormError message={editor.error} />
          <Button type="submit" disabled={editor.pending || uploading}>
            {editor.pending ? 'Guardando...' : 'Guardar'}
          </Button>
        </form>
      }
      preview={<ArchangelPreview values={values} />}
    />
  );
}

/** The archangel as the oracle presents it: picture, name, topic, words and video. */
function ArchangelPreview({ values }: { values: ArchangelInput }) {
  const video = videoEmbedUrl(values.youtubeUrl);
  return (
    <article className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-sand-100">
      <div className="aspect-[4/3] bg-sage-100">
        {values.imageUrl && (
          <LazyImage url={values.imageUrl} context="oracle-card" className="h-full w-full object-cover" />
        )}
      </div>
      <div className="space-y-2 p-5">
        {values.topic && (
          <p className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{values.topic}</p>
        )}
        <h3 className="font-display text-2xl text-ink">{values.name || 'Nombre del arcángel'}</h3>
        {values.description && <p className="whitespace-pre-line text-ink-soft">{values.description}</p>}
        {video && (
          <iframe
            src={video}
            title={`Video: ${values.name || 'arcángel'}`}
            className="aspect-video w-full rounded-2xl"
            loading="lazy"
            allowFullScreen
          />
        )}
      </div>
    </article>
  );
}
