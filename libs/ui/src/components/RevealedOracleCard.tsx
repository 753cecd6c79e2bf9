import type { OracleCardView } from '@inhala/domain';
import { LazyImage } from './LazyImage';

/** A revealed card as people see it (also the admin's preview of a card). */
export function RevealedOracleCard({ card }: { card: OracleCardView }) {
  return (
    <article className="flex flex-col gap-4 md:flex-row md:items-start">
      {card.imageUrl && (
        <LazyImage
          url={card.imageUrl}
          context="oracle-card"
          alt=""
          width={160}
          height={240}
          className="mx-auto h-60 w-40 rounded-2xl object-cover shadow-lg md:mx-0"
        />
      )}
      <div className="flex-1">
        <p className="text-sm tracking-wide text-white/80 uppercase">Tu carta para hoy</p>
        <p className="font-semibold text-amber-100">¡Carta revelada!</p>
        <h3 className="mt-1 font-display text-3xl">{card.name}</h3>
        {card.explanation && <p className="mt-2 text-white/95">{card.explanation}</p>}
        {card.description && <p className="mt-2 text-sm text-white/80">{card.description}</p>}
        {card.arcangelName && <p className="mt-3 text-sm font-medium">Guiado por: {card.arcangelName}</p>}
      </div>
    </article>
  );
}
