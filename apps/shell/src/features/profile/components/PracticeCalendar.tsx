import {
  CALENDAR_WEEKS,
  WEEKDAY_LETTERS,
  calendarWeeks,
  intensityOf,
  spokenPracticeDay,
  type PracticeDay,
  type PracticeIntensity,
} from '@inhala/domain';

const SHADES: Record<PracticeIntensity, string> = {
  0: 'bg-sand-100',
  1: 'bg-sage-200',
  2: 'bg-sage-300',
  3: 'bg-sage-500',
  4: 'bg-sage-700',
};

/**
 * The last 12 weeks as a picture: 7 rows (Monday to Sunday) × 12 columns (weeks), each day
 * shaded by its minutes. The picture is one image to a screen reader; the same days are read
 * out as a list ('Lunes 3 de noviembre: 20 minutos'), oldest first.
 */
export function PracticeCalendar({ days, today }: { days: readonly PracticeDay[]; today: string }) {
  const weeks = calendarWeeks(days, today);
  const shown = weeks.flat().filter((cell): cell is PracticeDay => cell !== null);
  const practised = shown.filter((d) => d.practised).length;

  return (
    <figure className="space-y-3">
      <div
        role="img"
        aria-label={`Calendario de las últimas ${CALENDAR_WEEKS} semanas: ${practised} ${practised === 1 ? 'día' : 'días'} con práctica`}
        className="grid gap-[3px]"
        style={{ gridTemplateColumns: `auto repeat(${CALENDAR_WEEKS}, minmax(0, 1fr))` }}
        data-testid="practice-calendar"
      >
        {WEEKDAY_LETTERS.map((letter, row) => (
          <div key={letter} className="contents">
            <span aria-hidden className="pr-1 text-center text-xs leading-none text-ink-soft self-center">
              {letter}
            </span>
            {weeks.map((week, column) => {
              const day = week[row];
              return day ? (
                <span
                  key={day.date}
                  aria-hidden
                  title={spokenPracticeDay(day)}
                  data-intensity={intensityOf(day)}
                  className={`aspect-square rounded-[4px] ${SHADES[intensityOf(day)]} ${day.date === today ? 'ring-2 ring-sage-800 ring-offset-1' : ''}`}
                />
              ) : (
                <span key={`${column}-${row}`} aria-hidden className="aspect-square" />
              );
            })}
          </div>
        ))}
      </div>
      <figcaption aria-hidden className="flex items-center justify-end gap-1 text-xs text-ink-soft">
        Menos
        {([0, 1, 2, 3, 4] as const).map((level) => (
          <span key={level} className={`inline-block h-3 w-3 rounded-[3px] ${SHADES[level]}`} />
        ))}
        Más
      </figcaption>
      <ul className="sr-only" aria-label={`Tus días de las últimas ${CALENDAR_WEEKS} semanas`}>
        {shown.map((day) => (
          <li key={day.date}>{spokenPracticeDay(day)}</li>
        ))}
      </ul>
    </figure>
  );
}
