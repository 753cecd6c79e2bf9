import { Check } from 'lucide-react';

/** A list of benefits or features, each with a check mark. */
export function CheckList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-ink">
          <Check aria-hidden size={18} className="mt-0.5 shrink-0 text-sage-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}
