import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { CONTENT_STATUSES, CONTENT_STATUS_LABELS } from '@inhala/domain';
import { Button } from '@inhala/ui';

const CONTROL =
  'w-full rounded-2xl border bg-white px-4 py-3 text-ink placeholder:text-ink-soft/60 focus:outline-2 focus:outline-sage-500';

interface FrameProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  /**
   * For a control that is not a form element (the rich text editor): the label is then a span,
   * `${id}-label`, that the control names itself by (aria-labelledby); a click on it calls this.
   */
  onLabelClick?: () => void;
  children: ReactNode;
}

const LABEL = 'mb-1 block text-sm font-medium text-ink';

/** Label above, hint and error below, each tied to the control for screen readers. */
export function FieldFrame({ id, label, hint, error, className, onLabelClick, children }: FrameProps) {
  return (
    <div className={className}>
      {onLabelClick ? (
        <span id={`${id}-label`} className={LABEL} onClick={onLabelClick}>
          {label}
        </span>
      ) : (
        <label htmlFor={id} className={LABEL}>
          {label}
        </label>
      )}
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The id of what describes the control: its error, else its hint. */
export const describedBy = (id: string, hint?: string, error?: string) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** The control's border: red while it has an error. */
export const borderOf = (error?: string) => (error ? 'border-red-400' : 'border-sage-200');

interface Common {
  label: string;
  hint?: string;
  error?: string;
}

/** One id (given or generated) for a control and its frame, and the control's shared attributes. */
function useFramed({ label, hint, error, id, className }: Common & { id?: string; className?: string }) {
  const auto = useId();
  const controlId = id ?? auto;
  return {
    frame: { id: controlId, label, hint, error, className },
    control: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(controlId, hint, error),
      className: `${CONTROL} ${borderOf(error)}`,
    },
  };
}

export const AdminTextField = forwardRef<HTMLInputElement, Common & InputHTMLAttributes<HTMLInputElement>>(
  function AdminTextField({ label, hint, error, id, className, ...props }, ref) {
    const { frame, control } = useFramed({ label, hint, error, id, className });
    return (
      <FieldFrame {...frame}>
        <input ref={ref} {...control} {...props} />
      </FieldFrame>
    );
  },
);

/** A whole number typed with the number keyboard; register it with `{ valueAsNumber: true }`. */
export const NumberField = forwardRef<
  HTMLInputElement,
  Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode'>
>(function NumberField(props, ref) {
  return <AdminTextField ref={ref} type="number" inputMode="numeric" {...props} />;
});

/** A YouTube or Vimeo address, typed with the address keyboard. */
export const VideoLinkField = forwardRef<
  HTMLInputElement,
  Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'placeholder'>
>(function VideoLinkField(props, ref) {
  return (
    <AdminTextField
      ref={ref}
      type="url"
      inputMode="url"
      placeholder="https://www.youtube.com/watch?v=..."
      {...props}
    />
  );
});

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  Common & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextAreaField({ label, hint, error, id, className, rows = 4, ...props }, ref) {
  const { frame, control } = useFramed({ label, hint, error, id, className });
  return (
    <FieldFrame {...frame}>
      <textarea ref={ref} rows={rows} {...control} {...props} />
    </FieldFrame>
  );
});

export const SelectField = forwardRef<
  HTMLSelectElement,
  Common & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }
>(function SelectField({ label, hint, error, id, className, children, ...props }, ref) {
  const { frame, control } = useFramed({ label, hint, error, id, className });
  return (
    <FieldFrame {...frame}>
      <select ref={ref} {...control} {...props}>
        {children}
      </select>
    </FieldFrame>
  );
});

/** draft / published / archived, with their Spanish names. */
export const StatusField = forwardRef<
  HTMLSelectElement,
  Omit<Common, 'label'> & SelectHTMLAttributes<HTMLSelectElement>
>(function StatusField(props, ref) {
  return (
    <SelectField ref={ref} label="Estado" {...props}>
      {CONTENT_STATUSES.map((status) => (
        <option key={status} value={status}>
          {CONTENT_STATUS_LABELS[status]}
        </option>
      ))}
    </SelectField>
  );
});

export const CheckboxField = forwardRef<
  HTMLInputElement,
  Omit<Common, 'error'> & InputHTMLAttributes<HTMLInputElement>
>(function CheckboxField({ label, hint, id, className = '', ...props }, ref) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        aria-describedby={hint ? `${inputId}-hint` : undefined}
        className="mt-1 size-5 rounded border-sage-300 accent-sage-700"
        {...props}
      />
      <div>
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          {label}
        </label>
        {hint && (
          <p id={`${inputId}-hint`} className="text-xs text-ink-soft">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
});

/** The server's refusal (or any failure) of the whole form, above its buttons. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-800">
      {message}
    </p>
  );
}

/**
 * The end of every editor form: the refusal of the last save, then the submit button, which waits
 * while the form is being saved or a file is still uploading.
 */
export function FormFooter({
  error,
  pending,
  uploading,
  label = 'Guardar',
  uploadingLabel,
}: {
  error: string | null;
  pending: boolean;
  uploading: boolean;
  /** The button's text: 'Guardar' unless given. */
  label?: string;
  /** What the button says while a file uploads, where the form says it (otherwise `label`). */
  uploadingLabel?: string;
}) {
  return (
    <>
      <FormError message={error} />
      <Button type="submit" disabled={pending || uploading}>
        {pending ? 'Guardando...' : uploading && uploadingLabel ? uploadingLabel : label}
      </Button>
    </>
  );
}
