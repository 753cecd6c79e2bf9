import { useRef, type RefObject } from 'react';

/**
 * Where a {{variable}} goes: into the subject or the body, whichever had the focus last (the
 * body unless the subject was the last one), at its cursor.
 */
export function useVariableInsertion(
  subject: RefObject<HTMLInputElement | null>,
  setSubject: (value: string) => void,
) {
  const last = useRef<'subject' | 'body'>('body');
  const bodyInsert = useRef<((text: string) => void) | null>(null);

  const insert = (name: string) => {
    const token = `{{${name}}}`;
    const input = subject.current;
    if (last.current === 'subject' && input) {
      const start = input.selectionStart ?? input.value.length;
      const end = input.selectionEnd ?? start;
      setSubject(`${input.value.slice(0, start)}${token}${input.value.slice(end)}`);
      // Back in the subject, just after what was inserted, once React has written it.
      requestAnimationFrame(() => {
        input.focus();
        input.setSelectionRange(start + token.length, start + token.length);
      });
    } else bodyInsert.current?.(token);
  };

  return {
    insert,
    bodyInsert,
    subjectFocused: () => (last.current = 'subject'),
    bodyFocused: () => (last.current = 'body'),
  };
}

/** The variables a template offers, each a button that inserts it where the cursor was. */
export function VariableButtons({
  variables,
  onInsert,
}: {
  variables: readonly string[];
  onInsert: (name: string) => void;
}) {
  return (
    <div role="group" aria-labelledby="variables-title">
      <p id="variables-title" className="mb-1 text-sm font-medium text-ink">
        Variables
      </p>
      <p className="mb-2 text-xs text-ink-soft">
        Se insertan donde estaba el cursor, en el asunto o en el contenido (el último que usaste).
      </p>
      <div className="flex flex-wrap gap-2">
        {variables.map((name) => (
          <button
            key={name}
            type="button"
            aria-label={`Insertar {{${name}}}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(name)}
            className="min-h-11 rounded-full border border-sage-200 bg-white px-3 font-mono text-sm text-sage-800 hover:bg-sage-50 focus-visible:outline-2 focus-visible:outline-sage-600"
          >
            {`{{${name}}}`}
          </button>
        ))}
      </div>
    </div>
  );
}
