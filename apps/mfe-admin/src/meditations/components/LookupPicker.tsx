import { Plus } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { foldText, lookupNameMessage, normaliseLookupName, type AdminLookup } from '@inhala/domain';
import { messageOf } from '@inhala/ui';

interface Props {
  /** 'Categorías' */
  label: string;
  options: readonly AdminLookup[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** Creates the entry (or finds it by name) and answers it. */
  onAdd: (name: string) => Promise<AdminLookup>;
  error?: string;
  loading?: boolean;
}

/**
 * Pick any number of entries of a list, or add one that is missing: a filter box, the matching
 * entries as checkboxes, and 'Añadir "texto"' when no entry has that name. Enter in the box
 * ticks the entry named exactly so, or adds it. Everything is reachable with Tab and Space.
 */
export function LookupPicker({ label, options, value, onChange, onAdd, error, loading }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState('');

  // Names compare as the server's uniqueness does: 'relajacion' is the entry 'Relajación'.
  const wanted = foldText(text);
  const shown = wanted ? options.filter((o) => foldText(o.name).includes(wanted)) : options;
  const exact = options.find((o) => foldText(o.name) === foldText(normaliseLookupName(text)));
  const selected = options.filter((o) => value.includes(o.id));

  const toggle = (entry: AdminLookup, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== entry.id), entry.id] : value.filter((v) => v !== entry.id));

  async function add() {
    const message = lookupNameMessage(text);
    if (message) {
      setProblem(message);
      return;
    }
    setAdding(true);
    setProblem(null);
    try {
      const entry = await onAdd(normaliseLookupName(text));
      if (!value.includes(entry.id)) onChange([...value, entry.id]);
      setSaid(`Añadido a ${label.toLowerCase()} y marcado: ${entry.name}`);
      setText('');
    } catch (reason) {
      setProblem(messageOf(reason, 'No se pudo añadir. Inténtalo de nuevo.'));
    } finally {
      setAdding(false);
    }
  }

  function onKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter here never sends the whole form.
    event.preventDefault();
    if (!text.trim()) return;
    if (exact) {
      toggle(exact, true);
      setSaid(`Marcado: ${exact.name}`);
      setText('');
    } else void add();
  }

  const shownError = problem ?? error;
  return (
    <fieldset
      className={`rounded-2xl border p-4 ${shownError ? 'border-red-400' : 'border-sage-200'}`}
      aria-describedby={shownError ? `${id}-error` : undefined}
    >
      <legend className="px-1 text-sm font-medium text-ink">{label}</legend>
      <p className="text-sm text-ink-soft" id={`${id}-chosen`}>
        {selected.length === 0
          ? 'Sin elegir'
          : `En esta meditación: ${selected.map((s) => s.name).join(', ')}`}
      </p>
      <label htmlFor={`${id}-filter`} className="mt-3 mb-1 block text-sm text-ink">
        Buscar o añadir en {label.toLowerCase()}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-filter`}
          type="text"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKey}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-2xl border border-sage-200 bg-white px-4 py-2.5 focus:outline-2 focus:outline-sage-500"
        />
        {text.trim() && !exact && (
          <button
            type="button"
            onClick={() => void add()}
            disabled={adding}
            className="inline-flex min-h-11 items-center gap-1 rounded-full border border-sage-300 bg-white px-4 text-sm font-medium text-sage-800 hover:bg-sage-50 focus-visible:outline-2 focus-visible:outline-sage-600 disabled:opacity-60"
          >
            <Plus aria-hidden size={16} />
            {adding ? 'Añadiendo...' : `Añadir "${normaliseLookupName(text)}"`}
          </button>
        )}
      </div>
      {loading ? (
        <p className="mt-3 text-sm text-ink-soft">Cargando...</p>
      ) : shown.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">
          {options.length === 0 ? 'La lista está vacía.' : 'Sin coincidencias.'}
        </p>
      ) : (
        <ul className="mt-3 grid max-h-56 gap-1 overflow-y-auto sm:grid-cols-2" aria-label={label}>
          {shown.map((option) => (
            <li key={option.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-sage-50">
                <input
                  type="checkbox"
                  checked={value.includes(option.id)}
                  onChange={(event) => toggle(option, event.target.checked)}
                  className="size-5 shrink-0 accent-sage-700"
                />
                <span className="text-ink">{option.name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
      {shownError && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {shownError}
        </p>
      )}
    </fieldset>
  );
}
