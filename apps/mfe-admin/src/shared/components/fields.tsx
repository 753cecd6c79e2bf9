import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { CONTENT_STATUSES, CONTENT_STATUS_LABELS } from '@inhala/domain';

const CONTROL =
  'w-full rounded-2xl border bg-white px-4 py-3 text-ink placeholder:text-ink-soft/60 focus:outline-2 focus:outline-sage-500';

interface FrameProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** Label above, hint and error below, each tied to the control for screen readers. */
function FieldFrame({ id, label, hint, error, className = '', children }: FrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
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

const describedBy = (id: string, hint?: string, error?: string) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

const border = (error?: string) => (error ? 'border-red-400' : 'border-sage-200');

interface Common {
  label: string;
  hint?: string;
  error?: string;
}

export const AdminTextField = forwardRef<HTMLInputElement, Common & InputHTMLAttributes<HTMLInputElement>>(
  function AdminTextField({ label, hint, error, id, className, ...props }, ref) {
    const auto = useId();
    const inputId = id ?? auto;
    return (
      <FieldFrame id={inputId} label={label} hint={hint} error={error} className={className}>
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          className={`${CONTROL} ${border(error)}`}
          {...props}
        />
      </FieldFrame>
    );
  },
);

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  Common & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextAreaField({ label, hint, error, id, className, rows = 4, ...props }, ref) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} className={className}>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={`${CONTROL} ${border(error)}`}
        {...props}
      />
    </FieldFrame>
  );
});

export const SelectField = forwardRef<
  HTMLSelectElement,
  Common & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }
>(function SelectField({ label, hint, error, id, className, children, ...props }, ref) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} className={className}>
      <select
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={`${CONTROL} ${border(error)}`}
        {...props}
      >
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
