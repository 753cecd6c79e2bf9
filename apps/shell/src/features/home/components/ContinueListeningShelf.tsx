import { Headphones } from 'lucide-react';
import { LazyImage, Link, ProgressBar } from '@inhala/ui';
import {
  gradientCss,
  listeningPercent,
  remainingListeningText,
  type ListeningShelfItemDto,
} from '@inhala/domain';
import { useListeningShelf } from '../api/listening-shelf';

/** The same row as 'Para ti': sideways on a phone, four columns from 1024 px. */
const ROW =
  '-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-4 lg:overflow-visible lg:px-0';
const CARD = 'w-52 shrink-0 snap-start lg:w-auto';

/**
 * 'Continuar escuchando' on home: the recordings a subscriber left half way, on this device or
 * another, the most recent first, each with what is left and a bar of how far they got; a card
 * opens the player, which starts there. Takes no room while it loads, when there is nothing to
 * continue, or when it cannot be read (a box that appears and vanishes helps nobody).
 */
export function ContinueListeningShelf({ enabled }: { enabled: boolean }) {
  const shelf = useListeningShelf(enabled);
  const items = shelf.data?.items ?? [];
  if (!enabled || items.length === 0) return null;
  return (
    <section aria-labelledby="home-continue-listening">
      <h2 id="home-continue-listening" className="mb-3 font-display text-2xl text-ink">
        Continuar escuchando
      </h2>
      <ul className={ROW}>
        {items.map((item) => (
          <li key={`${item.kind}:${item.id}`} className={CARD}>
            <ContinueCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ContinueCard({ item }: { item: ListeningShelfItemDto }) {
  const remaining = remainingListeningText(item);
  const percent = listeningPercent(item);
  return (
    <Link
      to={item.href}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm hover:shadow-md"
    >
      {item.kind === 'meditation' ? (
        <LazyImage url={item.imageUrl} context="home-card" className="aspect-[4/3] w-full object-cover" />
      ) : (
        <span
          aria-hidden
          className="flex aspect-[4/3] w-full items-center justify-center text-ink/70"
          style={{ background: gradientCss(item.gradientOption) }}
        >
          <Headphones size={32} />
        </span>
      )}
      <span className="flex flex-1 flex-col gap-1 p-3">
        {item.category && <span className="text-xs text-sage-800">{item.category}</span>}
        <span className="line-clamp-2 font-medium text-ink">{item.title}</span>
        <span className="mt-auto pt-1 text-sm text-ink-soft">{remaining}</span>
        <ProgressBar percent={percent} label="Escuchado" valueText={`${percent} % escuchado`} />
      </span>
    </Link>
  );
}
