import { useForm, useWatch } from 'react-hook-form';
import { validateArchangel, videoEmbedUrl, type AdminArchangel, type ArchangelInput } from '@inhala/domain';
import { LazyImage, domainResolver } from '@inhala/ui';
import { ImageUploadField, StatusAndOrderFields, fieldsOf } from '../../shared/components/bound-fields';
import { FormWithPreview, type EditorSave } from '../../shared/components/EditorPage';
import { AdminTextField, FormFooter, TextAreaField, VideoLinkField } from '../../shared/components/fields';
import { useUploadsBusy } from '../../shared/components/use-uploads-busy';

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
  const [uploading, onBusyChange] = useUploadsBusy();
  const form = useForm<ArchangelInput>({
    defaultValues: toInput(archangel),
    resolver: domainResolver(validateArchangel),
  });
  const { handleSubmit, control } = form;
  const field = fieldsOf(form);
  const values = useWatch({ control }) as ArchangelInput;

  const submit = handleSubmit(async (input) => {
    const saved = await editor.save({ ...input, sortOrder: Number(input.sortOrder) });
    if (saved) form.reset(input);
  });

  return (
    <FormWithPreview
      form={
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
          <AdminTextField label="Nombre" {...field('name')} />
          <AdminTextField
            label="Tema"
            hint="En qué acompaña, p. ej. «Protección» o «Sanación»."
            {...field('topic')}
          />
          <TextAreaField label="Descripción" {...field('description')} />
          <ImageUploadField form={form} label="Imagen del arcángel" onBusyChange={onBusyChange} />
          <VideoLinkField
            label="Enlace de YouTube"
            hint="Un video de YouTube o Vimeo."
            {...field('youtubeUrl')}
          />
          <TextAreaField
            label="Notas"
            hint="Solo para el equipo: no se muestran a las personas."
            {...field('descriptionNotes')}
          />
          <StatusAndOrderFields form={form} />
          <FormFooter error={editor.error} pending={editor.pending} uploading={uploading} />
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
