import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  CONTENT_STATUS_LABELS,
  challengeSlugFrom,
  validateChallenge,
  type AdminChallenge,
  type ChallengeInput,
} from '@inhala/domain';
import { Button, ChallengeCard, domainResolver, useLocation } from '@inhala/ui';
import { FormWithPreview, type EditorSave } from '../../shared/components/EditorPage';
import {
  AdminTextField,
  CheckboxField,
  FormError,
  StatusField,
  TextAreaField,
} from '../../shared/components/fields';
import { UploadField } from '../../shared/components/UploadField';

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
  const [uploading, setUploading] = useState(false);
  const location = useLocation();
  const form = useForm<ChallengeInput>({
    defaultValues: toInput(challenge),
    resolver: domainResolver(validateChallenge),
  });
  const { register, handleSubmit, setValue, control, formState } = form;
  const errors = formState.errors;
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
          <AdminTextField label="Nombre" error={errors.name?.message} {...register('name')} />
          <AdminTextField
            label="Slug"
            hint={`Si lo dejas vacío se crea a partir del nombre${values.name?.trim() && !challenge ? ` («${challengeSlugFrom(values.name)}»)` : ''}.`}
            autoCapitalize="none"
            spellCheck={false}
            error={errors.slug?.message}
            {...register('slug')}
          />
          <TextAreaField
            label="Descripción corta"
            rows={2}
            hint="Aparece en la tarjeta del reto."
            error={errors.shortDesc?.message}
            {...register('shortDesc')}
          />
          <TextAreaField
            label="Descripción larga"
            rows={6}
            hint="Aparece en la página del reto."
            error={errors.longDesc?.message}
            {...register('longDesc')}
          />
          <UploadField
            label="Imagen del reto"
            purpose="image"
            allowUrl
            value={values.imageUrl ?? null}
            onChange={(url) => setValue('imageUrl', url, { shouldDirty: true })}
            onBusyChange={setUploading}
            error={errors.imageUrl?.message}
          />
          <AdminTextField
            label="Video de bienvenida"
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=..."
            hint="Un enlace de YouTube o Vimeo (opcional)."
            error={errors.welcomeVideoUrl?.message}
            {...register('welcomeVideoUrl')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <AdminTextField
              label="Número de días"
              type="number"
              min={1}
              inputMode="numeric"
              error={errors.totalDays?.message}
              {...register('totalDays', { valueAsNumber: true })}
            />
            <StatusField error={errors.status?.message} {...register('status')} />
          </div>
          <CheckboxField
            label="Reto premium"
            hint="Solo para personas con suscripción."
            {...register('isPremium')}
          />
          <FormError message={editor.error} />
          <Button type="submit" disabled={editor.pending || uploading}>
            {editor.pending ? 'Guardando...' : 'Guardar'}
          </Button>
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
