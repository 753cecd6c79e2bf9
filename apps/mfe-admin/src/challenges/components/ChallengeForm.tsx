import { useForm, useWatch } from 'react-hook-form';
import {
  CONTENT_STATUS_LABELS,
  challengeSlugFrom,
  validateChallenge,
  type AdminChallenge,
  type ChallengeInput,
} from '@inhala/domain';
import { ChallengeCard, domainResolver, useLocation } from '@inhala/ui';
import { ImageUploadField, fieldsOf } from '../../shared/components/bound-fields';
import { FormWithPreview, type EditorSave } from '../../shared/components/EditorPage';
import {
  AdminTextField,
  CheckboxField,
  FormFooter,
  NumberField,
  StatusField,
  TextAreaField,
  VideoLinkField,
} from '../../shared/components/fields';
import { useUploadsBusy } from '../../shared/components/use-uploads-busy';

/** A new challenge starts as a draft: people see it only once its days are written and it is published. */
const EMPTY: ChallengeInput = {
  name: '',
  slug: '',
  shortDesc: '',
  longDesc: '',
  imageUrl: null,
  welcomeVideoUrl: '',
  totalDays: 7,
  isPremium: true,
  status: 'draft',
};

function toInput(challenge: AdminChallenge | null): ChallengeInput {
  if (!challenge) return EMPTY;
  return {
    name: challenge.name,
    slug: challenge.slug,
    shortDesc: challenge.shortDesc ?? '',
    longDesc: challenge.longDesc ?? '',
    imageUrl: challenge.imageUrl,
    welcomeVideoUrl: challenge.welcomeVideoUrl ?? '',
    totalDays: challenge.totalDays,
    isPremium: challenge.isPremium,
    status: challenge.status,
  };
}

/**
 * A challenge's fields (02 §3.5: image, welcome video, premium flag, total days...). The spec
 * shows no rule for them: ours are the domain's validateChallenge. 'Vista previa' is the card
 * the challenge list shows.
 */
export function ChallengeForm({
  challenge,
  editor,
}: {
  challenge: AdminChallenge | null;
  editor: EditorSave<ChallengeInput>;
}) {
  const [uploading, onBusyChange] = useUploadsBusy();
  const location = useLocation();
  const form = useForm<ChallengeInput>({
    defaultValues: toInput(challenge),
    resolver: domainResolver(validateChallenge),
  });
  const { register, handleSubmit, control } = form;
  const field = fieldsOf(form);
  const values = useWatch({ control }) as ChallengeInput;
  const totalDays = Number.isInteger(values.totalDays) && values.totalDays > 0 ? values.totalDays : 0;

  const submit = handleSubmit(async (input) => {
    const saved = await editor.save({ ...input, totalDays: Number(input.totalDays) });
    if (saved) form.reset(input);
  });

  return (
    <FormWithPreview
      form={
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
          <AdminTextField label="Nombre" {...field('name')} />
          <AdminTextField
            label="Slug"
            hint={`Si lo dejas vacío se crea a partir del nombre${values.name?.trim() && !challenge ? ` («${challengeSlugFrom(values.name)}»)` : ''}.`}
            autoCapitalize="none"
            spellCheck={false}
            {...field('slug')}
          />
          <TextAreaField
            label="Descripción corta"
            rows={2}
            hint="Aparece en la tarjeta del reto."
            {...field('shortDesc')}
          />
          <TextAreaField
            label="Descripción larga"
            rows={6}
            hint="Aparece en la página del reto."
            {...field('longDesc')}
          />
          <ImageUploadField form={form} label="Imagen del reto" onBusyChange={onBusyChange} />
          <VideoLinkField
            label="Video de bienvenida"
            hint="Un enlace de YouTube o Vimeo (opcional)."
            {...field('welcomeVideoUrl')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <NumberField label="Número de días" min={1} {...field('totalDays', { valueAsNumber: true })} />
            <StatusField {...field('status')} />
          </div>
          <CheckboxField
            label="Reto premium"
            hint="Solo para personas con suscripción."
            {...register('isPremium')}
          />
          <FormFooter error={editor.error} pending={editor.pending} uploading={uploading} />
        </form>
      }
      preview={
        <div className="space-y-3">
          <div className="max-w-sm">
            <ChallengeCard
              challenge={{
                name: values.name?.trim() || 'Nombre del reto',
                shortDesc: values.shortDesc?.trim() || null,
                imageUrl: values.imageUrl ?? null,
                totalDays,
              }}
              status="available"
              href={location.pathname}
            />
          </div>
          <p className="text-sm text-ink-soft">
            {CONTENT_STATUS_LABELS[values.status ?? 'draft']}
            {values.status === 'published' ? ': visible en Retos.' : ': aún no lo ven las personas.'}
            {values.isPremium ? ' · Premium' : ''}
          </p>
        </div>
      }
    />
  );
}
