"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.formatSpanishDate = formatSpanishDate;
exports.formatSpanishLongDate = formatSpanishLongDate;
exports.formatSpanishTime = formatSpanishTime;
exports.localDay = localDay;
/**
 * Spanish date texts (DESIGN: 'd de MMMM, yyyy', 'HH:mm'), always in an explicit time zone so
 * that the day shown is the user's day, not the server's.
 */
function parts(date, timeZone, options) {
    const out = {};
    for (const p of new Intl.DateTimeFormat('es', { timeZone, ...options }).formatToParts(date))
        out[p.type] = p.value;
    return out;
}
/** '21 de noviembre, 2026' */
function formatSpanishDate(value, timeZone = 'UTC') {
    const p = parts(new Date(value), timeZone, { day: 'numeric', month: 'long', year: 'numeric' });
    return `${p.day} de ${p.month}, ${p.year}`;
}
/** 'sábado, 21 de noviembre, 2026' for the featured Angel Monday date badge. */
function formatSpanishLongDate(value, timeZone = 'UTC') {
    const p = parts(new Date(value), timeZone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    return `${p.weekday}, ${p.day} de ${p.month}, ${p.year}`;
}
/** '07:05' */
function formatSpanishTime(value, timeZone = 'UTC') {
    const p = parts(new Date(value), timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    return `${p.hour}:${p.minute}`;
}
/** The local calendar day (YYYY-MM-DD) of an instant in a time zone. */
function localDay(value, timeZone) {
    const p = parts(value, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' });
    return `${p.year}-${p.month}-${p.day}`;
}
