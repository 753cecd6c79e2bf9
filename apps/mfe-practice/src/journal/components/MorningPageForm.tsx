import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { MORNING_PAGE_LIMITS, validateMorningPageContent, validateMorningPageTitle } from '@inhala/domain';
import { Button, domainResolver } from '@inhala/ui';

interface Fields {
  title: string;
  content: string;
}

interface Props {
  initialTitle?: string;
  initialContent?: string;
  submitText: string;
  pending: boolean;
  /** 200 px for a new page, 150 px when editing in place (02 §2.9). */
  minHeight: 200 | 150;
  /** Puts the cursor in the text as the form opens: the person came here to write. */
  autoFocus?: boolean;
  onSubmit: (values: Fields) => void;
  onCancel: () => void;
}

/** The content's rule first, then the title's; the one message is shown under the text. */
const resolver = domainResolver<Fields>(({ title, content }) => ({
  content: validateMorningPageContent(content) ?? validateMorningPageTitle(title),
}));

export function MorningPageForm({
  initialTitle = '',
  initialContent = '',
  submitText,
  pending,
  minHeight,
  autoFocus = false,
  onSubmit,
  onCancel,
}: Props) {
  const id = useId();
  const {
    register,
    handleSubmit,
    watch,
    setFocus,
    formState: { errors },
  } = useForm<Fields>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { title: initialTitle, content: initialContent },
  });
  const error = errors.content?.message;

  useEffect(() => {
    if (autoFocus) setFocus('content');
  }, [autoFocus, setFocus]);

  const submit = handleSubmit(({ title, content }) =>
    onSubmit({ title: title.trim(), content: content.trim() }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <label htmlFor={`${id}-title`} className="text-sm font-medium text-ink">
        Título (opcional)
      </label>
      <input
        id={`${id}-title`}
        maxLength={MORNING_PAGE_LIMITS.titleMax}
        className="rounded-2xl border border-sage-200 px-4 py-3 focus:outline-2 focus:outline-sage-500"
        {...register('title')}
      />
      <label htmlFor={`${id}-content`} className="text-sm font-medium text-ink">
        Escribe sin filtro lo que pasa por tu mente
      </label>
      <textarea
        id={`${id}-content`}
        maxLength={MORNING_PAGE_LIMITS.contentMax}
        style={{ minHeight }}
        aria-invalid={error ? true : undefined}
        className="rounded-2xl border border-sage-200 px-4 py-3 leading-relaxed focus:outline-2 focus:outline-sage-500"
        {...register('content')}
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending || !watch('content').trim()}>
          {pending ? 'Guardando...' : submitText}
        </Button>
      </div>
    </form>
  );
}
