import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { validateQuickMeditation, type AdminMeditation, type QuickMeditationInput } from '@inhala/domain';
import { Link, PageHeader, domainResolver, messageOf, useToast } from '@inhala/ui';
import { fieldsOf } from '../../shared/components/bound-fields';
import {
  AdminTextField,
  FormFooter,
  NumberField,
  SelectField,
  VideoLinkField,
} from '../../shared/components/fields';
import { UploadField } from '../../shared/components/UploadField';
import { useUploadsBusy } from '../../shared/components/use-uploads-busy';
import { useLookups, useQuickMeditation } from '../api/meditations';

type Values = Required<QuickMeditationInput>;

const EMPTY: Values = {
  name: '',
  videoUrl: '',
  mediaUrl: null,
  mediaType: null,
  duration: 10,
  categoryId: 0,
};

function toInput(values: Values): QuickMeditationInput {
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  return {
    name: values.name.trim(),
    videoUrl: text(values.videoUrl),
    mediaUrl: text(values.mediaUrl),
    mediaType: text(values.mediaUrl) ? values.mediaType : null,
    duration: Number(values.duration),
    categoryId: Number(values.categoryId),
  };
}

/** What this browser tab added, so the list survives a visit to the full editor and back. */
const SESSION_KEY = 'inhala.admin.quickMeditations';
type Added = Pick<AdminMeditation, 'id' | 'name' | 'duration'>;

function readAdded(): Added[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as Added[]) : [];
  } catch {
    return [];
  }
}

/**
 * /admin/meditations-simple: one short form (title, a video link or a file, duration, one
 * category) for adding many meditations in a row. Each is saved as a draft, to be completed
 * (description, keywords, types) and published in the full editor, so people never see a
 * half-filled meditation. After each save the form clears (the category and the duration stay
 * for the next one) and the title has the focus again.
 */
export function QuickMeditationPage() {
  const lookups = useLookups();
  const quick = useQuickMeditation();
  const toast = useToast();
  const [added, setAdded] = useState<Added[]>(readAdded);
  const [uploading, onBusyChange] = useUploadsBusy();
  const [failure, setFailure] = useState<string | null>(null);
  /** Counts saves: after each one (once the form has re-rendered empty) the title takes the focus. */
  const [nextOne, setNextOne] = useState(0);
  const form = useForm<Values>({
    defaultValues: EMPTY,
    resolver: domainResolver((values: Values) => validateQuickMeditation(toInput(values))),
  });
  const { handleSubmit, setValue, setFocus, control, formState, reset } = form;
  const errors = formState.errors;
  const field = fieldsOf(form);
  const mediaUrl = useWatch({ control, name: 'mediaUrl' });

  useEffect(() => {
    if (nextOne > 0) setFocus('name');
  }, [nextOne, setFocus]);

  useEffect(() => {
    try {
      sessionStorage.setItem(SESSION_KEY, JSON.stringify(added));
    } catch {
      // Private browsing may refuse storage; the list still lives while the page is open.
    }
  }, [added]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await quick.mutateAsync(toInput(values));
      setAdded((list) => [{ id: saved.id, name: saved.name, duration: saved.duration }, ...list]);
      toast({ title: 'Guardado exitoso', description: `«${saved.name}» se guardó como borrador.` });
      reset({ ...EMPTY, duration: values.duration, categoryId: values.categoryId });
      setNextOne((n) => n + 1);
    } catch (reason) {
      setFailure(messageOf(reason, 'No se pudo guardar. Inténtalo de nuevo.'));
    }
  });

  return (
    <>
      <PageHeader
        title="Alta rápida de meditaciones"
        subtitle="Para añadir varias seguidas."
        backTo="/admin/meditations"
      />
      <div className="grid gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
          <p className="rounded-2xl bg-sand-100 p-4 text-sm text-ink">
            Se guardan como <strong>borrador</strong>: nadie las ve hasta que las completes (descripción,
            palabras clave y tipo) y las publiques en el editor completo. La categoría y la duración se
            mantienen para la siguiente.
          </p>
          <AdminTextField label="Título" {...field('name')} />
          <VideoLinkField
            label="Enlace de video (YouTube o Vimeo)"
            hint="O sube un archivo de audio o video aquí debajo."
            {...field('videoUrl')}
          />
          <UploadField
            label="Archivo de audio o video"
            purpose="media"
            value={mediaUrl ?? null}
            onChange={(url, upload) => {
              setValue('mediaUrl', url, { shouldDirty: true });
              const kind = upload?.kind;
              setValue('mediaType', kind === 'audio' || kind === 'video' ? kind : null);
            }}
            onBusyChange={onBusyChange}
            error={errors.mediaUrl?.message ?? errors.mediaType?.message}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <NumberField label="Duración (minutos)" min={1} {...field('duration', { valueAsNumber: true })} />
            <SelectField
              label="Categoría"
              hint={lookups.isError ? 'No pudimos cargar las categorías.' : undefined}
              {...field('categoryId', { valueAsNumber: true })}
            >
              <option value={0}>{lookups.isPending ? 'Cargando...' : 'Elige una categoría'}</option>
              {lookups.data?.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </SelectField>
          </div>
          <FormFooter
            error={failure}
            pending={quick.isPending}
            uploading={uploading}
            label="Guardar y añadir otra"
          />
        </form>

        <section aria-labelledby="added-title" className="md:sticky md:top-6 md:self-start">
          <h2 id="added-title" className="mb-3 font-display text-xl text-ink">
            Añadidas en esta sesión
          </h2>
          {added.length === 0 ? (
            <p className="rounded-3xl bg-white p-6 text-center text-sm text-ink-soft">
              Las meditaciones que guardes aparecerán aquí.
            </p>
          ) : (
            <>
              <p className="mb-2 text-sm text-ink-soft" aria-live="polite">
                {added.length} {added.length === 1 ? 'meditación' : 'meditaciones'} en borrador
              </p>
              <ul className="space-y-2">
                {added.map((meditation) => (
                  <li
                    key={meditation.id}
                    className="flex items-center justify-between gap-3 rounded-2xl bg-white p-3 shadow-sm"
                  >
                    <div className="min-w-0">
                      <p className="font-medium break-words text-ink">{meditation.name}</p>
                      <p className="text-xs text-ink-soft">
                        {meditation.duration ? `${meditation.duration} min · ` : ''}Borrador
                      </p>
                    </div>
                    <Link
                      to={`/admin/meditations/${meditation.id}`}
                      aria-label={`Completar ${meditation.name}`}
                      className="shrink-0 rounded-full px-3 py-2 text-sm font-medium text-sage-800 underline hover:bg-sage-50"
                    >
                      Completar
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </>
  );
}
