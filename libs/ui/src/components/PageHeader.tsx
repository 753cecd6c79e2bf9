import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

interface Props {
  title: string;
  subtitle?: ReactNode;
  /** Where 'Volver' goes; by default one step back in history. */
  backTo?: string;
}

export function PageHeader({ title, subtitle, backTo }: Props) {
  const navigate = useNavigate();
  return (
    <header className="mb-6">
      <button
        type="button"
        onClick={() => (backTo ? navigate(backTo) : navigate(-1))}
        className="mb-3 inline-flex items-center gap-1 rounded-full py-1 pr-3 text-sm text-sage-800 hover:bg-sage-100"
      >
        <ArrowLeft aria-hidden size={16} /> Volver
      </button>
      <h1 className="font-display text-3xl text-ink md:text-4xl">{title}</h1>
      {subtitle && <p className="mt-1 text-ink-soft">{subtitle}</p>}
    </header>
  );
}
