import { useId } from 'react';

/** The 'Buscar' box of a list (type search, so screen readers announce a searchbox). */
export function SearchBox({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
}) {
  const id = useId();
  return (
    <div className="flex-1">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        Buscar
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className="w-full rounded-2xl border border-sage-200 bg-white px-4 py-3 focus:outline-2 focus:outline-sage-500"
      />
    </div>
  );
}
