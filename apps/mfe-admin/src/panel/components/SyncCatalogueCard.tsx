import { CheckCircle2, FileJson, Loader2, UploadCloud } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import {
  SYNC_ERROR,
  SYNC_KINDS,
  SYNC_KIND_LABELS,
  checkCatalogueImport,
  type CatalogueImport,
  type SyncResult,
} from '@inhala/domain';
import { Button, messageOf, useToast } from '@inhala/ui';
import { useSyncCatalogue } from '../api/catalogue-actions';

type Step =
  | { name: 'idle' }
  | { name: 'checking'; fileName: string }
  | { name: 'preview'; fileName: string; file: CatalogueImport; result: SyncResult }
  | { name: 'syncing'; fileName: string; file: CatalogueImport; result: SyncResult }
  | { name: 'done'; fileName: string; result: SyncResult }
  | { name: 'failed'; detail: string };

const PREFIX = `${SYNC_ERROR}: `;
/** The detail of a sync error without its title ('Error de sincronización' is the heading). */
const detailOf = (message: string) => (message.startsWith(PREFIX) ? message.slice(PREFIX.length) : message);

/** jsdom and older browsers have no Blob.text(). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

const changed = (result: SyncResult) =>
  SYNC_KINDS.some((kind) => result.changes[kind].created + result.changes[kind].updated > 0);

const KEYS_SHOWN = 8;

function keyList(label: string, keys: string[]) {
  if (keys.length === 0) return null;
  const shown = keys.slice(0, KEYS_SHOWN).join(', ');
  const more = keys.length > KEYS_SHOWN ? ` y ${keys.length - KEYS_SHOWN} más` : '';
  return (
    <p className="text-sm break-words text-ink-soft">
      <span className="font-medium text-ink">{label}:</span> {shown}
      {more}
    </p>
  );
}

/** Per list of the file: how many items are (or would be) new, changed and left as they were. */
function SyncChanges({ result, caption }: { result: SyncResult; caption: string }) {
  const kinds = SYNC_KINDS.filter((kind) => {
    const c = result.changes[kind];
    return c.created + c.updated + c.unchanged > 0;
  });
  return (
    <>
      <div className="mt-3">
        <table className="w-full text-left text-xs sm:text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-sage-200 text-ink-soft">
              <th scope="col" className="py-2 pr-2 font-medium sm:pr-3">
                Lista
              </th>
              <th scope="col" className="px-1 py-2 text-right font-medium sm:px-2">
                Nuevos
              </th>
              <th scope="col" className="px-1 py-2 text-right font-medium sm:px-2">
                Con cambios
              </th>
              <th scope="col" className="py-2 pl-1 text-right font-medium sm:pl-2">
                Sin cambios
              </th>
            </tr>
          </thead>
          <tbody>
            {kinds.map((kind) => {
              const c = result.changes[kind];
              return (
                <tr key={kind} className="border-b border-sage-100 last:border-0">
                  <th scope="row" className="py-2 pr-2 font-medium text-ink sm:pr-3">
                    {SYNC_KIND_LABELS[kind]}
                  </th>
                  <td className="px-1 py-2 text-right tabular-nums sm:px-2">{c.created}</td>
                  <td className="px-1 py-2 text-right tabular-nums sm:px-2">{c.updated}</td>
                  <td className="py-2 pl-1 text-right tabular-nums sm:pl-2">{c.unchanged}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="mt-3 space-y-1">
        {kinds.map((kind) => (
          <div key={kind}>
            {keyList(`${SYNC_KIND_LABELS[kind]}, nuevos`, result.changes[kind].createdKeys)}
            {keyList(`${SYNC_KIND_LABELS[kind]}, con cambios`, result.changes[kind].updatedKeys)}
          </div>
        ))}
      </div>
    </>
  );
}

/**
 * 'Sincronizar catálogo' (02 §3.12, §7): choose a JSON file in the bulk-import shapes; a dry
 * run shows what would change per list; 'Confirmar sincronización' writes it and shows
 * summary.meditationsUpserted. A failure shows 'Error de sincronización' with the server's
 * detail (which item, and why). It can be run again with the same or another file.
 */
export function SyncCatalogueCard() {
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [lastFile, setLastFile] = useState<string | null>(null);
  const sync = useSyncCatalogue();
  const toast = useToast();
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const busy = step.name === 'checking' || step.name === 'syncing';

  // Keyboard and screen-reader users land on what the last action produced.
  useEffect(() => {
    if (step.name === 'preview' || step.name === 'done') resultHeading.current?.focus();
  }, [step.name]);

  const fail = (error: unknown, fallback: string) =>
    setStep({ name: 'failed', detail: detailOf(messageOf(error, fallback)) });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const chosen = input.files?.[0];
    // The same file can be chosen again later.
    input.value = '';
    if (!chosen) return;
    setLastFile(chosen.name);
    setStep({ name: 'checking', fileName: chosen.name });
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readText(chosen));
    } catch {
      setStep({ name: 'failed', detail: `«${chosen.name}» no es un archivo JSON válido.` });
      return;
    }
    // The same rules as the server, at once and without uploading a file that cannot pass.
    const checked = checkCatalogueImport(parsed);
    if (!checked.ok) {
      setStep({ name: 'failed', detail: detailOf(checked.message) });
      return;
    }
    const file = parsed as CatalogueImport;
    try {
      const result = await sync.mutateAsync({ file, dryRun: true });
      setStep({ name: 'preview', fileName: chosen.name, file, result });
    } catch (error) {
      fail(error, 'No se pudo analizar el archivo. Inténtalo de nuevo.');
    }
  };

  const confirm = async () => {
    if (step.name !== 'preview') return;
    setStep({ ...step, name: 'syncing' });
    try {
      const result = await sync.mutateAsync({ file: step.file, dryRun: false });
      setStep({ name: 'done', fileName: step.fileName, result });
      toast({ title: 'Catálogo sincronizado', description: changedKinds(result) });
    } catch (error) {
      fail(error, 'No se pudo sincronizar el catálogo. Inténtalo de nuevo.');
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy}
      className="min-w-0 rounded-3xl bg-white p-4 shadow-sm sm:p-6 md:col-span-2"
    >
      <h2 id={titleId} className="font-display text-xl text-ink">
        Sincronizar catálogo
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        Importa meditaciones, categorías, palabras clave, tipos, retos y sus días, cartas y arcángeles desde
        un archivo JSON. Primero verás qué cambiaría; nada se guarda hasta que lo confirmes.
      </p>

      <div className="mt-4">
        {/* The native control is kept for the keyboard and screen readers; its look (and its
            browser-language texts) is replaced by a Spanish one that shows it has focus. */}
        <input
          id={inputId}
          type="file"
          accept=".json,application/json"
          disabled={busy}
          aria-label="Archivo del catálogo (JSON)"
          aria-describedby={hintId}
          onChange={(event) => void choose(event)}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className="flex cursor-pointer flex-wrap items-center gap-3 rounded-2xl border border-sage-200 bg-white px-3 py-2 peer-focus-visible:outline-2 peer-focus-visible:outline-sage-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
        >
          <span className="block w-full text-sm font-medium text-ink">Archivo del catálogo (JSON)</span>
          <span className="inline-flex items-center gap-2 rounded-full bg-sage-100 px-4 py-2 text-sm font-medium text-sage-800">
            <FileJson aria-hidden size={16} />
            Elegir archivo
          </span>
          <span className="min-w-0 text-sm break-all text-ink-soft">
            {lastFile ?? 'Ningún archivo elegido'}
          </span>
        </label>
        <p id={hintId} className="mt-1 text-xs break-words text-ink-soft">
          Listas admitidas: {SYNC_KINDS.join(', ')}. Hasta 10 MB.
        </p>
      </div>

      <div aria-live="polite" className="mt-4">
        {step.name === 'checking' && (
          <p role="status" className="flex items-center gap-2 text-sm text-ink">
            <Loader2 aria-hidden size={18} className="animate-spin" />
            Analizando «{step.fileName}»...
          </p>
        )}
        {step.name === 'syncing' && (
          <p role="status" className="flex items-center gap-2 text-sm text-ink">
            <Loader2 aria-hidden size={18} className="animate-spin" />
            Sincronizando el catálogo...
          </p>
        )}
      </div>

      {step.name === 'failed' && (
        <div role="alert" className="mt-2 rounded-2xl bg-red-50 p-4 text-red-800">
          <p className="font-semibold">{SYNC_ERROR}</p>
          <p className="mt-1 text-sm break-words">{step.detail}</p>
        </div>
      )}

      {(step.name === 'preview' || step.name === 'syncing') && (
        <div className="mt-2 rounded-2xl bg-sand-100 p-3 sm:p-4">
          <h3 ref={resultHeading} tabIndex={-1} className="font-semibold text-ink focus:outline-none">
            Vista previa de «{step.fileName}»
          </h3>
          {changed(step.result) ? (
            <>
              <p className="mt-1 text-sm text-ink-soft">Esto es lo que cambiaría en el catálogo:</p>
              <SyncChanges result={step.result} caption="Cambios que haría la sincronización" />
              <div className="mt-4 flex flex-wrap gap-3">
                <Button onClick={() => void confirm()} disabled={busy}>
                  <UploadCloud aria-hidden size={18} />
                  Confirmar sincronización
                </Button>
                <Button variant="secondary" onClick={() => setStep({ name: 'idle' })} disabled={busy}>
                  Cancelar
                </Button>
              </div>
            </>
          ) : (
            <>
              <p className="mt-1 text-sm text-ink">
                El catálogo ya está al día: este archivo no cambia nada.
              </p>
              <SyncChanges result={step.result} caption="Elementos del archivo" />
            </>
          )}
        </div>
      )}

      {step.name === 'done' && (
        <div className="mt-2 rounded-2xl bg-sage-50 p-3 sm:p-4">
          <h3
            ref={resultHeading}
            tabIndex={-1}
            className="flex items-center gap-2 font-semibold text-sage-800 focus:outline-none"
          >
            <CheckCircle2 aria-hidden size={18} />
            Sincronización completada
          </h3>
          <p className="mt-1 text-sm text-ink">
            Meditaciones sincronizadas: {step.result.summary.meditationsUpserted}
          </p>
          <SyncChanges result={step.result} caption="Cambios de la sincronización" />
        </div>
      )}
    </section>
  );
}

/** What a sync wrote, per list: 'Categorías: 1 · Palabras clave: 1' (meditations are not all there is). */
function changedKinds(result: SyncResult): string {
  const parts = SYNC_KINDS.flatMap((kind) => {
    const n = result.changes[kind].created + result.changes[kind].updated;
    return n > 0 ? [`${SYNC_KIND_LABELS[kind]}: ${n}`] : [];
  });
  return parts.length ? parts.join(' · ') : 'Nada cambió.';
}
