import { FileText, Headphones, PenLine, PlayCircle } from 'lucide-react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  SECTION_KINDS,
  firstAdminMessage,
  validateChallengeDay,
  validateChallengeSection,
  type AdminChallengeDay,
  type ChallengeDayInput,
  type ChallengeSectionInput,
  type SectionKind,
} from '@inhala/domain';
import { fieldsOf } from '../../shared/components/bound-fields';
import { FormWithPreview } from '../../shared/components/EditorPage';
import { AdminTextField, FormFooter, SelectField, TextAreaField } from '../../shared/components/fields';
import { UploadField } from '../../shared/components/UploadField';
import { useUploadsBusy } from '../../shared/components/use-uploads-busy';

interface SectionForm {
  meta: SectionKind | '';
  title: string;
  content: string;
  url: string;
  audioPath: string | null;
  audioOriginalName: string | null;
  audioSize: number | null;
}

interface DayForm {
  moduleTitle: string;
  preview: string;
  sections: SectionForm[];
}

/** The kinds as the day page names them to people (02 §3.5 meta), and what each section asks for. */
export const SECTION_KIND_LABELS: Record<SectionKind, string> = {
  video: 'Video',
  document: 'Lectura (documento)',
  journal: 'Reflexión (diario)',
  audio: 'Audio',
};

const KIND_ICONS = { video: PlayCircle, document: FileText, journal: PenLine, audio: Headphones };

const CONTENT_LABELS: Record<SectionKind, { label: string; hint: string }> = {
  video: {
    label: 'Texto',
    hint: 'Se muestra bajo el video. Sin enlace, guía la sesión del día: una frase tras otra durante 5 minutos.',
  },
  document: { label: 'Texto de la lectura', hint: 'La lectura del día.' },
  journal: { label: 'Pregunta', hint: 'La pregunta que la persona responde en su diario.' },
  audio: { label: 'Texto', hint: 'Se muestra sobre el audio.' },
};

const URL_LABELS: Partial<Record<SectionKind, { label: string; hint: string; placeholder: string }>> = {
  video: {
    label: 'Enlace del video',
    hint: 'Un enlace de YouTube o Vimeo; opcional.',
    placeholder: 'https://www.youtube.com/watch?v=...',
  },
  document: {
    label: 'Enlace del recurso',
    hint: 'Opcional; empieza por https://.',
    placeholder: 'https://...',
  },
};

const EMPTY_SECTION: SectionForm = {
  meta: '',
  title: '',
  content: '',
  url: '',
  audioPath: null,
  audioOriginalName: null,
  audioSize: null,
};

function toForm(day: AdminChallengeDay | null): DayForm {
  return {
    moduleTitle: day?.moduleTitle ?? '',
    preview: day?.preview ?? '',
    sections: [0, 1, 2, 3].map((index) => {
      const section = day?.sections[index];
      if (!section?.meta) return EMPTY_SECTION;
      return {
        meta: section.meta,
        title: section.title ?? '',
        content: section.content ?? '',
        url: section.url ?? '',
        audioPath: section.audioPath,
        audioOriginalName: section.audioOriginalName,
        audioSize: section.audioSize,
      };
    }),
  };
}

const orNull = (text: string): string | null => text.trim() || null;

/** What is sent: each section keeps only what its kind uses; an unused one is `{ meta: null }`. */
export function toDayInput(form: DayForm): ChallengeDayInput {
  return {
    moduleTitle: form.moduleTitle,
    preview: orNull(form.preview),
    sections: form.sections.map((section): ChallengeSectionInput => {
      if (!section.meta) return { meta: null };
      const audio = section.meta === 'audio' && section.audioPath;
      return {
        meta: section.meta,
        title: orNull(section.title),
        content: orNull(section.content),
        url: section.meta === 'video' || section.meta === 'document' ? orNull(section.url) : null,
        audioPath: audio ? section.audioPath : null,
        audioOriginalName: audio ? section.audioOriginalName : null,
        audioSize: audio ? section.audioSize : null,
      };
    }),
  };
}

/**
 * The domain's rules (validateChallengeDay, validateChallengeSection), each message beside the
 * field it is about, as the API would answer them one at a time.
 */
const dayResolver: Resolver<DayForm> = async (values) => {
  const input = toDayInput(values);
  const day = validateChallengeDay(input);
  const errors: Record<string, unknown> = {};
  if (day.moduleTitle) errors['moduleTitle'] = { type: 'validate', message: day.moduleTitle };
  if (day.preview) errors['preview'] = { type: 'validate', message: day.preview };
  const sections = input.sections.map(validateChallengeSection);
  if (sections.some((messages) => firstAdminMessage(messages)))
    errors['sections'] = sections.map((messages) =>
      Object.fromEntries(
        Object.entries(messages)
          .filter(([, message]) => message)
          .map(([field, message]) => [field, { type: 'validate', message }]),
      ),
    );
  return Object.keys(errors).length
    ? { values: {}, errors: errors as FieldErrors<DayForm> }
    : { values, errors: {} };
};

interface Props {
  dayNumber: number;
  day: AdminChallengeDay | null;
  save: (input: ChallengeDayInput) => Promise<boolean>;
  pending: boolean;
  error: string | null;
}

/**
 * A challenge day (02 §3.5): its module title, the preview shown in the challenge's content list,
 * and up to 4 sections, each a video, a reading, a reflection or an audio (uploaded here, with
 * its original name and size).
 */
export function ChallengeDayForm({ dayNumber, day, save, pending, error }: Props) {
  const [uploading, onBusyChange] = useUploadsBusy();
  const form = useForm<DayForm>({ defaultValues: toForm(day), resolver: dayResolver });
  const { handleSubmit, setValue, control, formState } = form;
  const errors = formState.errors;
  const field = fieldsOf(form);
  const values = useWatch({ control }) as DayForm;

  const submit = handleSubmit(async (values) => {
    if (await save(toDayInput(values))) form.reset(values);
  });

  return (
    <FormWithPreview
      form={
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
          <AdminTextField label="Título del módulo" {...field('moduleTitle')} />
          <TextAreaField
            label="Vista previa del día"
            rows={2}
            hint="El texto breve que aparece bajo «Día N» en la lista de contenidos del reto."
            {...field('preview')}
          />
          {[0, 1, 2, 3].map((index) => {
            const section = values.sections?.[index] ?? EMPTY_SECTION;
            const kind = section.meta || null;
            const fieldErrors = errors.sections?.[index];
            const urlLabel = kind ? URL_LABELS[kind] : undefined;
            return (
              <fieldset key={index} className="space-y-4 rounded-3xl border border-sage-200 bg-white p-4">
                <legend className="px-1 font-display text-lg text-ink">Sección {index + 1}</legend>
                <SelectField label="Tipo de sección" {...field(`sections.${index}.meta`)}>
                  <option value="">Sin usar</option>
                  {SECTION_KINDS.map((meta) => (
                    <option key={meta} value={meta}>
                      {SECTION_KIND_LABELS[meta]}
                    </option>
                  ))}
                </SelectField>
                {kind && (
                  <>
                    <AdminTextField label="Título" {...field(`sections.${index}.title`)} />
                    <TextAreaField
                      label={CONTENT_LABELS[kind].label}
                      hint={CONTENT_LABELS[kind].hint}
                      rows={kind === 'document' ? 6 : 3}
                      {...field(`sections.${index}.content`)}
                    />
                    {urlLabel && (
                      <AdminTextField
                        label={urlLabel.label}
                        hint={urlLabel.hint}
                        type="url"
                        inputMode="url"
                        placeholder={urlLabel.placeholder}
                        {...field(`sections.${index}.url`)}
                      />
                    )}
                    {kind === 'audio' && (
                      <UploadField
                        label={`Audio de la sección ${index + 1}`}
                        purpose="audio"
                        value={section.audioPath}
                        savedFile={{ originalName: section.audioOriginalName, size: section.audioSize }}
                        onChange={(url, upload) => {
                          const options = { shouldDirty: true };
                          setValue(`sections.${index}.audioPath`, url, options);
                          setValue(
                            `sections.${index}.audioOriginalName`,
                            url ? (upload?.originalName ?? null) : null,
                            options,
                          );
                          setValue(
                            `sections.${index}.audioSize`,
                            url ? (upload?.size ?? null) : null,
                            options,
                          );
                        }}
                        onBusyChange={onBusyChange}
                        error={fieldErrors?.audioPath?.message ?? fieldErrors?.audioSize?.message}
                      />
                    )}
                  </>
                )}
              </fieldset>
            );
          })}
          <FormFooter error={error} pending={pending} uploading={uploading} label="Guardar día" />
        </form>
      }
      preview={<DayPreview dayNumber={dayNumber} values={values} />}
    />
  );
}

/** The day as the challenge's page lists it ('Día N' and its preview), then its sections in order. */
function DayPreview({ dayNumber, values }: { dayNumber: number; values: DayForm }) {
  const used = (values.sections ?? []).filter((section) => section.meta);
  return (
    <div className="space-y-3">
      <div className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-sand-100">
        <p className="font-semibold text-ink">
          Día {dayNumber}
          {values.moduleTitle?.trim() ? `: ${values.moduleTitle.trim()}` : ''}
        </p>
        {values.preview?.trim() && <p className="mt-1 text-sm text-ink-soft">{values.preview.trim()}</p>}
      </div>
      {used.length === 0 ? (
        <p className="text-sm text-ink-soft">Aún no hay secciones: elige el tipo de alguna.</p>
      ) : (
        <ol className="space-y-2">
          {used.map((section, index) => {
            const meta = section.meta as SectionKind;
            const Icon = KIND_ICONS[meta];
            return (
              <li
                key={index}
                className="flex items-start gap-3 rounded-2xl bg-white p-3 ring-1 ring-sand-100"
              >
                <Icon aria-hidden size={20} className="mt-0.5 shrink-0 text-sage-700" />
                <div className="min-w-0">
                  <p className="text-xs font-semibold tracking-wide text-ink-soft uppercase">
                    {SECTION_KIND_LABELS[meta]}
                  </p>
                  <p className="break-words text-ink">{section.title?.trim() || 'Sin título'}</p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
