import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { PageHeader } from '@inhala/ui';
import { SearchBox } from '../../shared/components/SearchBox';
import { useAddressSearch } from '../../shared/components/use-address-search';
import { CampaignsTab } from '../components/CampaignsTab';
import { LogsTab } from '../components/LogsTab';
import { PendingTab } from '../components/PendingTab';
import { TemplatesTab } from '../components/TemplatesTab';
import type { TabProps } from '../components/tab-props';

const TABS = [
  { id: 'plantillas', label: 'Plantillas', placeholder: 'Nombre o clave...', Panel: TemplatesTab },
  { id: 'pendientes', label: 'Pendientes', placeholder: 'Contenido o asunto...', Panel: PendingTab },
  { id: 'campanas', label: 'Campañas', placeholder: 'Nombre de la campaña...', Panel: CampaignsTab },
  { id: 'registro', label: 'Registro', placeholder: 'Correo, plantilla o tipo...', Panel: LogsTab },
] as const satisfies ReadonlyArray<{
  id: string;
  label: string;
  placeholder: string;
  Panel: (props: TabProps) => ReactNode;
}>;

/**
 * /admin/emails (02 §3.12): the templates, the pending announcements, the campaigns and the log,
 * one tab each (WAI-ARIA tabs: arrow keys move between them). The tab, its search and its page
 * are kept in the address, so 'Atrás' and a shared link open the same view.
 */
export function EmailsPage() {
  const { params, update, search, setSearch } = useAddressSearch();
  const current = TABS.find((tab) => tab.id === params.get('tab')) ?? TABS[0];
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const open = (index: number) => {
    const tab = TABS[(index + TABS.length) % TABS.length] ?? TABS[0];
    setSearch('');
    update({
      tab: tab.id === 'plantillas' ? undefined : tab.id,
      q: undefined,
      page: undefined,
      status: undefined,
    });
    tabs.current[TABS.indexOf(tab)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: -1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    open(next);
  };
  const { Panel } = current;

  return (
    <>
      <PageHeader
        title="Correos"
        subtitle="Plantillas, anuncios pendientes, campañas y registro de envíos."
        backTo="/admin"
      />
      <div
        role="tablist"
        aria-label="Secciones de emails"
        className="mb-5 grid grid-cols-2 gap-1 rounded-3xl bg-sand-100 p-1 sm:flex sm:rounded-full"
      >
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            id={`emails-tab-${tab.id}`}
            role="tab"
            type="button"
            aria-selected={tab === current}
            aria-controls="emails-panel"
            tabIndex={tab === current ? 0 : -1}
            onClick={() => open(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`min-h-11 flex-1 rounded-full px-4 font-medium whitespace-nowrap ${tab === current ? 'bg-white text-ink shadow-sm' : 'text-ink-soft'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <section id="emails-panel" role="tabpanel" aria-labelledby={`emails-tab-${current.id}`}>
        <Panel
          params={params}
          update={update}
          search={<SearchBox value={search} onChange={setSearch} placeholder={current.placeholder} />}
        />
      </section>
    </>
  );
}
