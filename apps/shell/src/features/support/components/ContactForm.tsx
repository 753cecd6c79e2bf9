import { useState, type FormEvent } from 'react';
import { Button, TextField, useSession } from '@inhala/ui';
import { CONTACT_CATEGORIES, SUPPORT_EMAIL } from '../faq';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Builds the mailto link with the prefilled message; there is no server call (02 §2.11). */
export function supportMailto(form: {
  name: string;
  email: string;
  category: string;
  message: string;
}): string {
  const label = CONTACT_CATEGORIES.find((c) => c.value === form.category)?.label ?? form.category;
  const subject = `[Soporte Inhala] ${label}`;
  const body = `Nombre: ${form.name}\nEmail: ${form.email}\nCategoría: ${label}\n\n${form.message}`;
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function ContactForm({
  openMail = (url: string) => window.location.assign(url),
}: {
  openMail?(url: string): void;
}) {
  const { user } = useSession();
  const [form, setForm] = useState({
    name: user ? `${user.firstName} ${user.lastName}` : '',
    email: user?.email ?? '',
    category: '',
    message: '',
  });
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const complete = Boolean(form.name.trim() && form.email.trim() && form.category && form.message.trim());

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL.test(form.email.trim())) {
      setEmailError('Ingrese un email válido');
      return;
    }
    openMail(
      supportMailto({
        ...form,
        name: form.name.trim(),
        email: form.email.trim(),
        message: form.message.trim(),
      }),
    );
    setSent(true);
  }

  const set = (key: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (key === 'email') setEmailError(null);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-3xl bg-white p-6 shadow-sm">
      <p className="text-ink-soft">Escríbenos y te responderemos en 24-48 horas hábiles.</p>
      <TextField
        label="Nombre"
        value={form.name}
        onChange={(e) => set('name')(e.target.value)}
        autoComplete="name"
        required
      />
      <TextField
        label="Email"
        type="email"
        value={form.email}
        onChange={(e) => set('email')(e.target.value)}
        autoComplete="email"
        error={emailError ?? undefined}
        required
      />
      <div className="space-y-1">
        <label htmlFor="support-category" className="block text-sm font-medium text-ink">
          Categoría
        </label>
        <select
          id="support-category"
          value={form.category}
          onChange={(e) => set('category')(e.target.value)}
          required
          className="min-h-11 w-full rounded-xl border border-sand-200 bg-white px-3 text-ink focus:border-sage-500 focus:outline-none"
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
          value={form.message}
          onChange={(e) => set('message')(e.target.value)}
          rows={5}
          required
          className="w-full rounded-xl border border-sand-200 bg-white p-3 text-ink focus:border-sage-500 focus:outline-none"
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
