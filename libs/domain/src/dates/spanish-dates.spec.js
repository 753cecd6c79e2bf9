"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const spanish_dates_1 = require("./spanish-dates");
describe('spanish dates', () => {
    const instant = new Date('2026-11-21T03:30:00Z');
    it("should format as 'd de MMMM, yyyy' and HH:mm", () => {
        expect((0, spanish_dates_1.formatSpanishDate)(instant, 'UTC')).toBe('21 de noviembre, 2026');
        expect((0, spanish_dates_1.formatSpanishTime)(instant, 'UTC')).toBe('03:30');
        expect((0, spanish_dates_1.formatSpanishLongDate)('2026-11-16T12:00:00Z', 'UTC')).toBe('lunes, 16 de noviembre, 2026');
    });
    it("should use the user's time zone for the day", () => {
        expect((0, spanish_dates_1.formatSpanishDate)(instant, 'America/Mexico_City')).toBe('20 de noviembre, 2026');
        expect((0, spanish_dates_1.localDay)(instant, 'America/Mexico_City')).toBe('2026-11-20');
        expect((0, spanish_dates_1.localDay)(instant, 'Europe/Madrid')).toBe('2026-11-21');
    });
});
