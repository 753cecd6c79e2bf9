import {
  get,
  useWatch,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import type { ContentStatus } from '@inhala/domain';
import { NumberField, StatusField } from './fields';
import { UploadField } from './UploadField';

/**
 * `field(name)`: what one of our field components needs from the form, the field's registration
 * and its error message, so the two always name the same field.
 */
export function fieldsOf<Values extends FieldValues>({ register, formState }: UseFormReturn<Values>) {
  return <Name extends Path<Values>>(name: Name, options?: RegisterOptions<Values, Name>) => ({
    ...register(name, options),
    error: get<typeof formState.errors, FieldError | undefined>(formState.errors, name)?.message,
  });
}

interface StatusAndOrder {
  status?: ContentStatus;
  sortOrder?: number;
}

/**
 * Status and order side by side, as every sortable editor ends. `blankOrderLast`: the order may
 * be left empty (sent as undefined: the item goes last), and the field says so.
 */
export function StatusAndOrderFields<Values extends StatusAndOrder>({
  form,
  blankOrderLast,
}: {
  form: UseFormReturn<Values>;
  blankOrderLast?: boolean;
}) {
  // Any form with these two fields; react-hook-form cannot type a field of a generic form.
  const field = fieldsOf(form as unknown as UseFormReturn<StatusAndOrder>);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <StatusField {...field('status')} />
      <NumberField
        label="Orden"
        min={0}
        hint={blankOrderLast ? 'Las de número menor se muestran antes. Vacío: al final.' : undefined}
        {...field(
          'sortOrder',
          blankOrderLast
            ? { setValueAs: (v: unknown) => (v === '' || v === null ? undefined : Number(v)) }
            : { valueAsNumber: true },
        )}
      />
    </div>
  );
}

interface WithImage {
  imageUrl?: string | null;
}

/** The item's image in `imageUrl`: uploaded, or an https address. */
export function ImageUploadField<Values extends WithImage>({
  form,
  label,
  onBusyChange,
}: {
  form: UseFormReturn<Values>;
  label: string;
  onBusyChange: (busy: boolean) => void;
}) {
  // Any form with this field; react-hook-form cannot type a field of a generic form.
  const { control, setValue, formState } = form as unknown as UseFormReturn<WithImage>;
  const value = useWatch({ control, name: 'imageUrl' });
  return (
    <UploadField
      label={label}
      purpose="image"
      allowUrl
      value={value ?? null}
      onChange={(url) => setValue('imageUrl', url, { shouldDirty: true })}
      onBusyChange={onBusyChange}
      error={formState.errors.imageUrl?.message}
    />
  );
}
