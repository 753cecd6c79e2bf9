import fc from 'fast-check';

/** Zones whose offsets run from UTC−11 to UTC+14, half and quarter hours included. */
export const CALENDAR_ZONES = [
  'Pacific/Pago_Pago',
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Mexico_City',
  'America/Bogota',
  'America/Caracas',
  'America/Argentina/Buenos_Aires',
  'America/Noronha',
  'Atlantic/Azores',
  'UTC',
  'Europe/Madrid',
  'Africa/Cairo',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Dhaka',
  'Asia/Bangkok',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Noumea',
  'Pacific/Auckland',
  'Pacific/Tongatapu',
  'Pacific/Kiritimati',
];

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto'];
MONTHS.push('septiembre', 'octubre', 'noviembre', 'diciembre');
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** The expected text, built from the digits alone (Zeller's congruence for the weekday). */
export function expectedSpanish(day: string): { date: string; long: string } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const yy = m < 3 ? y - 1 : y;
  const mm = m < 3 ? m + 12 : m;
  const k = yy % 100;
  const j = Math.floor(yy / 100);
  const h = (d + Math.floor((13 * (mm + 1)) / 5) + k + Math.floor(k / 4) + Math.floor(j / 4) + 5 * j) % 7;
  const weekday = WEEKDAYS[(h + 6) % 7];
  const date = `${d} de ${MONTHS[m - 1]}, ${y}`;
  return { date, long: `${weekday}, ${date}` };
}

/** Any day from 1990 to 2090, as 'YYYY-MM-DD'. */
export const calendarDayArb = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
