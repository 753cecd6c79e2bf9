import { useId, useState, type FormEvent } from 'react';
import { MORNING_PAGE_LIMITS, validateMorningPageContent, validateMorningPageTitle } from '@inhala/domain';
import { Button } from '@inhala/ui';

interface Props {
  initialTitle?: string;
  initialContent?: string;
  submitText: string;
  pending: boolean;
  /** 200 px for a new page, 150 px when editing in place (02 §2.9). */
  minHeight: 200 | 150;
  onSubmit(values: { title: string; content: string }): void;
  onCancel(): void;
}

export function MorningPageForm({
  initialTitle = '',
  initialContent = '',
  submitText,
  pending,
  minHeight,
  onSubmit,
  onCancel,
}: Props) {
  const id = useId();
  const [title, setTitle] = useState(initialTitle);
  const [content, setContent] = useState(initialContent);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateMorningPageContent(content) ?? validateMorningPageTitle(title);
    if (invalid) return setError(invalid);
    setError(null);
    onSubmit({ title: title.trim(), content: content.trim() });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <label htmlFor={`${id}-title`} className="text-sm font-medium text-ink">
        Título (opcional)
      </label>
      <input
        id={`${id}-title`}
        value={title}
        maxLength={MORNING_PAGE_LIMITS.titleMax}
        onChange={(e) => setTitle(e.target.value)}
        className="rounded-2xl border border-sage-200 px-4 py-3 focus:outline-2 focus:outline-sage-500"
      />
      <label htmlFor={`${id}-content`} className="text-sm font-medium text-ink">
        Escribe sin filtro lo que pasa por tu mente
      </label>
      <textarea
        id={`${id}-content`}
        value={content}
        maxLength={MORNING_PAGE_LIMITS.contentMax}
        onChange={(e) => setContent(e.target.value)}
        style={{ minHeight }}
        aria-invalid={error ? true : undefined}
        className="rounded-2xl border border-sage-200 px-4 py-3 leading-relaxed focus:outline-2 focus:outline-sage-500"
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
        <Button type="submit" disabled={pending || !content.trim()}>
          {pending ? 'Guardando...' : submitText}
        </Button>
      </div>
    </form>
  );
}
