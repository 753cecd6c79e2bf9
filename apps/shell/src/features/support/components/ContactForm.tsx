import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ACCOUNT_MESSAGES, looksLikeEmail } from '@inhala/domain';
import { Button, TextField, domainResolver, useSession } from '@inhala/ui';
import { CONTACT_CATEGORIES, SUPPORT_EMAIL } from '../faq';

interface Fields {
  name: string;
  email: string;
  category: string;
  message: string;
}

/** The button waits for every field; then only the e-mail can be wrong (the domain's rule and message). */
const resolver = domainResolver<Fields>(({ email }) => ({
  email: looksLikeEmail(email.trim()) ? null : ACCOUNT_MESSAGES.emailInvalid,
}));

/** Builds the mailto link with the prefilled message; there is no server call (02 §2.11). */
function supportMailto(form: Fields): string {
  const label = CONTACT_CATEGORIES.find((c) => c.value === form.category)?.label ?? form.category;
  const subject = `[Soporte Inhala] ${label}`;
  const body = `Nombre: ${form.name}\nEmail: ${form.email}\nCategoría: ${label}\n\n${form.message}`;
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function ContactForm({
  openMail = (url: string) => window.location.assign(url),
}: {
  openMail?: (url: string) => void;
}) {
  const { user } = useSession();
  const {
    register,
    handleSubmit,
    watch,
    clearErrors,
    formState: { errors },
  } = useForm<Fields>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: {
      name: user ? `${user.firstName} ${user.lastName}` : '',
      email: user?.email ?? '',
      category: '',
      message: '',
    },
  });
  const [sent, setSent] = useState(false);
  const form = watch();
  const complete = Boolean(form.name.trim() && form.email.trim() && form.category && form.message.trim());

  const submit = handleSubmit((values) => {
    openMail(
      supportMailto({
        ...values,
        name: values.name.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
      }),
    );
    setSent(true);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-3xl bg-white p-6 shadow-sm">
      <p className="text-ink-soft">Escríbenos y te responderemos en 24-48 horas hábiles.</p>
      <TextField label="Nombre" autoComplete="name" required {...register('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        required
        {...register('email', { onChange: () => clearErrors('email') })}
      />
      <div className="space-y-1">
        <label htmlFor="support-category" className="block text-sm font-medium text-ink">
          Categoría
        </label>
        <select
          id="support-category"
          required
          className="min-h-11 w-full rounded-xl border border-sand-200 bg-white px-3 text-ink focus:border-sage-500 focus:outline-none"
          {...register('category')}
        >
          <option value="" disabled>
            Elige una categoría
          </option>
          {CONTACT_CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor="support-message" className="block text-sm font-medium text-ink">
          Mensaje
        </label>
        <textarea
          id="support-message"
          rows={5}
          required
          className="w-full rounded-xl border border-sand-200 bg-white p-3 text-ink focus:border-sage-500 focus:outline-none"
          {...register('message')}
        />
      </div>
      <Button type="submit" block disabled={!complete}>
        Enviar mensaje
      </Button>
      {sent && (
        <p role="status" className="text-sm text-sage-800">
          Abrimos tu aplicación de correo con el mensaje listo. Si no se abrió, escríbenos a {SUPPORT_EMAIL}.
        </p>
      )}
    </form>
  );
}
