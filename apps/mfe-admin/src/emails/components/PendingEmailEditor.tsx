import { useRef, useState, type FormEvent } from 'react';
import {
  PERSON_VARIABLES,
  validateBody,
  validateSubject,
  type PendingEmailDto,
  type PendingEmailInput,
} from '@inhala/domain';
import { Button } from '@inhala/ui';
import { AdminTextField, FormError } from '../../shared/components/fields';
import { RichTextEditor } from '../../shared/components/RichTextEditor';
import { VariableButtons, useVariableInsertion } from './VariableButtons';

/**
 * A pending e-mail's subject and body. The content was filled in when it was drafted; only
 * {{firstName}} and {{appUrl}} are left, filled for each person when it is sent.
 */
export function PendingEmailEditor({
  email,
  pending,
  onSave,
  onCancel,
}: {
  email: PendingEmailDto;
  pending: boolean;
  /** Resolves to the server's refusal, or null once saved. */
  onSave: (input: PendingEmailInput) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [subject, setSubject] = useState(email.emailSubject);
  const [body, setBody] = useState(email.emailBody);
  const [errors, setErrors] = useState<{ subject?: string; body?: string; form?: string | null }>({});
  const subjectRef = useRef<HTMLInputElement>(null);
  const insertion = useVariableInsertion(subjectRef, setSubject);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      subject: validateSubject(subject, PERSON_VARIABLES),
      body: validateBody(body, PERSON_VARIABLES),
    };
    setErrors(problems);
    if (problems.subject || problems.body) return;
    setErrors({ form: await onSave({ emailSubject: subject, emailBody: body }) });
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Editar el correo de ${email.contentTitle}`}
      className="mt-4 space-y-4 border-t border-sage-100 pt-4"
    >
      <AdminTextField
        ref={subjectRef}
        label="Asunto"
        value={subject}
        error={errors.subject}
        onChange={(event) => setSubject(event.target.value)}
        onFocus={insertion.subjectFocused}
      />
      <RichTextEditor
        label="Contenido"
        value={body}
        onChange={setBody}
        error={errors.body}
        onFocus={insertion.bodyFocused}
        insertRef={insertion.bodyInsert}
      />
      <VariableButtons variables={PERSON_VARIABLES} onInsert={insertion.insert} />
      <FormError message={errors.form ?? null} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Guardando...' : 'Guardar'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Descartar cambios
        </Button>
      </div>
    </form>
  );
}
