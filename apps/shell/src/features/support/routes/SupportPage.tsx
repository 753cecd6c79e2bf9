import { useRef, useState, type KeyboardEvent } from 'react';
import { PageHeader } from '@inhala/ui';
import { ContactForm } from '../components/ContactForm';
import { FAQ_CATEGORIES, FAQ_ITEMS } from '../faq';

const TABS = [
  { id: 'faq', label: 'Preguntas frecuentes' },
  { id: 'contact', label: 'Contacto' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** 'Soporte' (02 §2.11): FAQ grouped by category, and a contact form that opens the mail client. */
export function SupportPage() {
  const [tab, setTab] = useState<Tab>('faq');
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  // Arrow keys move between tabs, as in the WAI-ARIA tabs pattern.
  function onKeyDown(event: KeyboardEvent, index: number) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = (index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    setTab(TABS[next]!.id);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader
        title="Soporte"
        subtitle="Estamos aquí para acompañarte. Respondemos en 24-48 horas hábiles."
      />
      <div role="tablist" aria-label="Soporte" className="flex gap-2 rounded-full bg-sand-100 p-1">
        {TABS.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            id={`tab-${t.id}`}
            role="tab"
            type="button"
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={`min-h-11 flex-1 rounded-full px-4 font-medium ${tab === t.id ? 'bg-white text-ink shadow-sm' : 'text-ink-soft'}`}
          >
            {t.label}
          </button>
        ))}
      </div>

      {tab === 'faq' ? (
        <div id="panel-faq" role="tabpanel" aria-labelledby="tab-faq" className="space-y-6">
          {FAQ_CATEGORIES.map((category) => (
            <section key={category} aria-labelledby={`faq-${category}`}>
              <h2 id={`faq-${category}`} className="mb-2 font-display text-xl text-ink">
                {category}
              </h2>
              <div className="space-y-2">
                {FAQ_ITEMS.filter((item) => item.category === category).map((item) => (
                  <details key={item.id} className="group rounded-2xl bg-white p-4 shadow-sm">
                    <summary className="cursor-pointer list-none font-medium text-ink marker:hidden">
                      <span className="flex items-center justify-between gap-3">
                        {item.question}
                        <span aria-hidden className="text-sage-700 transition-transform group-open:rotate-45">
                          +
                        </span>
                      </span>
                    </summary>
                    <p className="mt-3 text-ink-soft">{item.answer}</p>
                  </details>
                ))}
              </div>
            </section>
          ))}
        </div>
      ) : (
        <div id="panel-contact" role="tabpanel" aria-labelledby="tab-contact">
          <ContactForm />
        </div>
      )}
    </div>
  );
}
