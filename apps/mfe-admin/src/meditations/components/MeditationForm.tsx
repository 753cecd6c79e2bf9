import { Wind } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  CONTENT_STATUS_LABELS,
  formatPlaybackTime,
  mediaMinutes,
  meditationDurationLabel,
  slugify,
  validateMeditation,
  type AdminLookups,
  type AdminMeditation,
  type LookupKind,
  type MeditationInput,
} from '@inhala/domain';
import { MeditationCard, MeditationMedia, domainResolver } from '@inhala/ui';
import { ImageUploadField, StatusAndOrderFields, fieldsOf } from '../../shared/components/bound-fields';
import { FormWithPreview, type EditorSave } from '../../shared/components/EditorPage';
import {
  AdminTextField,
  CheckboxField,
  FormError,
  FormFooter,
  NumberField,
  TextAreaField,
  VideoLinkField,
} from '../../shared/components/fields';
import { UploadField } from '../../shared/components/UploadField';
import { useUploadsBusy } from '../../shared/components/use-uploads-busy';
import { useAddLookup, useLookups } from '../api/meditations';
import { LookupPicker } from './LookupPicker';

/** The form's values: the API's input, with every optional text as a string (the server reads mediaSeconds). */
type Values = Omit<MeditationInput, 'tagIds' | 'mediaSeconds'> & { tagIds: number[] };

function toValues(item: AdminMeditation | null): Values {
  return {
    name: item?.name ?? '',
    slug: item?.slug ?? '',
    description: item?.description ?? '',
    journalPrompt: item?.journalPrompt ?? '',
    duration: item?.duration ?? 10,
    videoUrl: item?.videoUrl ?? '',
    mediaUrl: item?.mediaUrl ?? null,
    mediaType: item?.mediaType ?? null,
    imageUrl: item?.imageUrl ?? null,
    isNew: item?.isNew ?? false,
    status: item?.status ?? 'published',
    sortOrder: item?.sortOrder,
    categoryIds: item?.categoryIds ?? [],
    keywordIds: item?.keywordIds ?? [],
    typeIds: item?.typeIds ?? [],
    tagIds: item?.tagIds ?? [],
  };
}

/** What is sent: blank texts as null, an empty slug left to the server, numbers as numbers. */
function toInput(values: Values): MeditationInput {
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  const order = Number(values.sortOrder);
  return {
    ...values,
    name: values.name.trim(),
    slug: text(values.slug),
    description: values.description.trim(),
    journalPrompt: text(values.journalPrompt),
    duration: Number(values.duration),
    videoUrl: text(values.videoUrl),
    mediaUrl: text(values.mediaUrl),
    mediaType: text(values.mediaUrl) ? (values.mediaType ?? null) : null,
    sortOrder: Number.isFinite(order) && String(values.sortOrder ?? '') !== '' ? order : undefined,
  };
}

const PICKERS: Array<{ kind: LookupKind; field: keyof Values & `${string}Ids`; label: string }> = [
  { kind: 'categories', field: 'categoryIds', label: 'Categorías' },
  { kind: 'keywords', field: 'keywordIds', label: 'Palabras clave' },
  { kind: 'types', field: 'typeIds', label: 'Tipos' },
  { kind: 'tags', field: 'tagIds', label: 'Etiquetas' },
];

/**
 * A meditation's fields (02 §3.3, §5): title, slug, texts, duration, its categories, keywords,
 * types and tags (picked or added on the spot), the 'nueva' flag, image, media (a YouTube or
 * Vimeo link, or an uploaded audio or video file), status and order; beside them, the card and
 * the player as a subscriber will see them.
 */
export function MeditationForm({
  meditation,
  editor,
}: {
  meditation: AdminMeditation | null;
  editor: EditorSave<MeditationInput>;
}) {
  const lookups = useLookups();
  const addLookup = useAddLookup();
  const [uploading, onBusyChange] = useUploadsBusy();
  const form = useForm<Values>({
    defaultValues: toValues(meditation),
    resolver: domainResolver((values: Values) => validateMeditation(toInput(values))),
  });
  const { register, handleSubmit, setValue, control, formState } = form;
  const errors = formState.errors;
  const field = fieldsOf(form);
  const values = useWatch({ control }) as Values;
  // The file's length as the server read it: it decides the minutes (the file wins, 02 §5).
  const [fileSeconds, setFileSeconds] = useState<number | null>(meditation?.mediaSeconds ?? null);
  const timed = Boolean(values.mediaUrl) && fileSeconds !== null;

  const submit = handleSubmit(async (values) => {
    const input = toInput(values);
    if (await editor.save(input)) form.reset(values);
  });

  const lists: AdminLookups | undefined = lookups.data;
  const preview = toInput(values);
  return (
    <FormWithPreview
      form={
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
          <AdminTextField label="Título" {...field('name')} />
          <AdminTextField
            label="Slug"
            hint="La dirección de la meditación. Si lo dejas vacío, se crea a partir del título."
            placeholder={slugify(values.name ?? '') || 'se-crea-del-titulo'}
            autoCapitalize="none"
            spellCheck={false}
            {...field('slug')}
          />
          <TextAreaField label="Descripción" {...field('description')} />
          <TextAreaField label="Pregunta para el diario" rows={2} {...field('journalPrompt')} />
          <NumberField
            label="Duración (minutos)"
            min={1}
            readOnly={timed}
            hint={
              timed && fileSeconds !== null
                ? `El archivo dura ${formatPlaybackTime(fileSeconds)}: la tarjeta muestra ${mediaMinutes(fileSeconds)} min. Cambia o quita el archivo para cambiarla.`
                : undefined
            }
            {...field('duration', { valueAsNumber: true })}
          />
          {lookups.isError && (
            <FormError message="No pudimos cargar las categorías, palabras clave, tipos y etiquetas." />
          )}
          {PICKERS.map(({ kind, field, label }) => (
            <Controller
              key={kind}
              control={control}
              name={field}
              render={({ field: { value, onChange } }) => (
                <LookupPicker
                  label={label}
                  options={lists?.[kind] ?? []}
                  loading={lookups.isPending}
                  value={value ?? []}
                  onChange={onChange}
                  onAdd={(name) => addLookup.mutateAsync({ kind, name })}
                  error={errors[field]?.message}
                />
              )}
            />
          ))}
          <CheckboxField
            label="Marcar como nueva"
            hint="Muestra la etiqueta «Nueva» en la tarjeta."
            {...register('isNew')}
          />
          <ImageUploadField form={form} label="Imagen" onBusyChange={onBusyChange} />
          <fieldset className="space-y-4 rounded-2xl border border-sage-200 p-4">
            <legend className="px-1 text-sm font-medium text-ink">Medio</legend>
            <p className="text-sm text-ink-soft">
              Un enlace de video o un archivo de audio o video. Si hay un archivo, se reproduce en lugar del
              enlace.
            </p>
            <VideoLinkField label="Enlace de video (YouTube o Vimeo)" {...field('videoUrl')} />
            <UploadField
              label="Archivo de audio o video"
              purpose="media"
              value={values.mediaUrl ?? null}
              onChange={(url, upload) => {
                setValue('mediaUrl', url, { shouldDirty: true });
                const kind = upload?.kind;
                setValue('mediaType', kind === 'audio' || kind === 'video' ? kind : null, {
                  shouldDirty: true,
                });
                const seconds = upload?.seconds ?? null;
                setFileSeconds(seconds);
                if (seconds !== null)
                  setValue('duration', mediaMinutes(seconds), { shouldDirty: true, shouldValidate: true });
              }}
              savedFile={
                meditation?.mediaUrl && values.mediaUrl === meditation.mediaUrl
                  ? { originalName: 'Archivo guardado', size: null, seconds: meditation.mediaSeconds }
                  : null
              }
              onBusyChange={onBusyChange}
              error={errors.mediaUrl?.message ?? errors.mediaType?.message}
            />
          </fieldset>
          <StatusAndOrderFields form={form} blankOrderLast />
          <FormFooter
            error={editor.error}
            pending={editor.pending}
            uploading={uploading}
            uploadingLabel="Subiendo archivo..."
          />
        </form>
      }
      preview={
        <div className="space-y-4">
          {preview.status !== 'published' && (
            <p className="rounded-2xl bg-sand-100 p-3 text-sm text-ink">
              {CONTENT_STATUS_LABELS[preview.status ?? 'published']}: las personas aún no la ven.
            </p>
          )}
          <div className="max-w-64">
            <MeditationCard
              name={preview.name || 'Título de la meditación'}
              imageUrl={preview.imageUrl ?? null}
              duration={meditationDurationLabel({
                duration: preview.duration > 0 ? `${preview.duration} min` : null,
                mediaSeconds: timed ? fileSeconds : null,
              })}
              isNew={Boolean(preview.isNew)}
              href={null}
            />
          </div>
          <MeditationMedia
            name={preview.name || 'Título de la meditación'}
            videoUrl={preview.videoUrl ?? null}
            mediaUrl={preview.mediaUrl ?? null}
            mediaType={preview.mediaType ?? null}
            imageUrl={preview.imageUrl ?? null}
            unavailable={<GuidedSessionPreview />}
          />
          {preview.description && <p className="text-ink">{preview.description}</p>}
          {preview.journalPrompt && (
            <div className="rounded-3xl bg-sand-100 p-5">
              <p className="font-display text-xl text-ink">Para reflexionar</p>
              <p className="mt-2 text-ink-soft">{preview.journalPrompt}</p>
            </div>
          )}
        </div>
      }
    />
  );
}

/** What a subscriber is offered for a meditation with neither a file nor a video link. */
function GuidedSessionPreview() {
  return (
    <div className="flex aspect-video flex-col items-center justify-center gap-3 rounded-3xl bg-sage-900 p-6 text-center text-white">
      <Wind aria-hidden size={28} />
      <p className="max-w-sm">
        Sin archivo ni video, se ofrece como sesión guiada: la guía su guion o, si no tiene, su descripción.
      </p>
      <span className="rounded-full bg-white/15 px-4 py-2 text-sm font-medium">Comenzar sesión guiada</span>
    </div>
  );
}
