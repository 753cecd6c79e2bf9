import {
  angelMondayDay,
  angelMondayInstant,
  localDay,
  type AdminAngelMonday,
  type AngelMondayInput,
  type ContentStatus,
} from '@inhala/domain';
import { cleanRichText } from '../../shared/rich-text/clean-rich-text';
import type { AngelMondayDraft } from './AngelMondayPreview';

/** The form's fields: the date as the date field gives it, the publication instant as local time. */
export interface AngelMondayFormValues {
  title: string;
  text: string;
  /** YYYY-MM-DD: the calendar day the message names (the same for every reader). */
  timestamp: string;
  gradientOption: number;
  audioUrl: string | null;
  status: ContentStatus;
  /** YYYY-MM-DDTHH:mm in the browser's time zone (datetime-local), or '' for 'as soon as published'. */
  publishAt: string;
}

/** The admin's time zone: the browser's (the publication field is read in it too). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The Monday on or after `now`'s day in `timeZone` (YYYY-MM-DD): where a new message starts. */
export function upcomingMonday(now: Date, timeZone: string): string {
  const [y = 1970, m = 1, d = 1] = localDay(now, timeZone).split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value, in the browser's time zone. */
export function toLocalDateTime(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local value as an instant (ISO), or null when empty or not a time. */
function fromLocalDateTime(value: string): string | null {
  if (!value.trim()) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

export function toFormValues(
  entry: AdminAngelMonday | null,
  timeZone: string,
  now: Date,
): AngelMondayFormValues {
  if (!entry)
    return {
      title: '',
      text: '',
      timestamp: upcomingMonday(now, timeZone),
      gradientOption: 1,
      audioUrl: null,
      status: 'draft',
      publishAt: '',
    };
  return {
    title: entry.title,
    text: entry.text,
    timestamp: angelMondayDay(entry.timestamp),
    gradientOption: entry.gradientOption,
    audioUrl: entry.audioUrl,
    status: entry.status,
    publishAt: toLocalDateTime(entry.publishAt),
  };
}

/** The message's instant: unchanged when its day is, else the chosen day (stored at noon UTC). */
function instantOf(values: AngelMondayFormValues, entry: AdminAngelMonday | null) {
  if (entry && values.timestamp === angelMondayDay(entry.timestamp)) return entry.timestamp;
  return /^\d{4}-\d{2}-\d{2}$/.test(values.timestamp) ? angelMondayInstant(values.timestamp) : null;
}

/** What the form sends: the text as the preview shows it (the server cleans it again). */
export function toInput(values: AngelMondayFormValues, entry: AdminAngelMonday | null): AngelMondayInput {
  return {
    title: values.title.trim(),
    text: cleanRichText(values.text),
    timestamp: instantOf(values, entry) ?? values.timestamp,
    gradientOption: values.gradientOption,
    audioUrl: values.audioUrl || null,
    status: values.status,
    publishAt: fromLocalDateTime(values.publishAt),
  };
}

/** What the preview shows while the form is being filled in. */
export function toDraft(values: AngelMondayFormValues, entry: AdminAngelMonday | null): AngelMondayDraft {
  const instant = instantOf(values, entry);
  return {
    title: values.title ?? '',
    text: values.text ?? '',
    timestamp: instant && !Number.isNaN(Date.parse(instant)) ? instant : null,
    audioUrl: values.audioUrl ?? null,
    gradientOption: values.gradientOption ?? 1,
    status: values.status ?? 'draft',
    publishAt: fromLocalDateTime(values.publishAt ?? ''),
  };
}
