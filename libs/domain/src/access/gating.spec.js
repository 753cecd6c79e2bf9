"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const gating_1 = require("./gating");
describe('access gating', () => {
    it('should lock journal, comunidad, angel mondays and ritual for leads and visitors only', () => {
        for (const path of ['/journal', '/comunidad', '/angel-mondays', '/ritual', '/journal/2']) {
            expect((0, gating_1.isLockedFor)(null, path)).toBe(true);
            expect((0, gating_1.isLockedFor)('lead', path)).toBe(true);
            expect((0, gating_1.isLockedFor)('client', path)).toBe(false);
            expect((0, gating_1.isLockedFor)('admin', path)).toBe(false);
        }
        expect((0, gating_1.isLockedFor)('lead', '/journalism')).toBe(false);
        expect((0, gating_1.isLockedFor)(null, '/morning-pages')).toBe(false);
    });
    it('should send visitors to /smart-conversion plus the path and leads to /subscription', () => {
        expect((0, gating_1.protectedSectionRedirect)(null, '/journal')).toBe('/smart-conversion/journal');
        expect((0, gating_1.protectedSectionRedirect)('lead', '/journal')).toBe('/subscription');
        expect((0, gating_1.protectedSectionRedirect)('lead', '/angel-mondays')).toBe('/smart-conversion/angel-mondays');
        expect((0, gating_1.protectedSectionRedirect)('client', '/journal')).toBeNull();
    });
    it('should map locked content to the visitor conversion page by path', () => {
        expect((0, gating_1.visitorConversionTarget)('/')).toBe('/smart-conversion/ritual');
        expect((0, gating_1.visitorConversionTarget)('/form')).toBe('/smart-conversion/ritual');
        expect((0, gating_1.visitorConversionTarget)('/ritual')).toBe('/smart-conversion/ritual');
        expect((0, gating_1.visitorConversionTarget)('/meditation/4')).toBe('/smart-conversion/meditaciones');
        expect((0, gating_1.visitorConversionTarget)('/meditaciones?tab=favorites')).toBe('/smart-conversion/meditaciones');
        expect((0, gating_1.visitorConversionTarget)('/challenge/2/track')).toBe('/smart-conversion/retos');
        expect((0, gating_1.visitorConversionTarget)('/retos')).toBe('/smart-conversion/retos');
        expect((0, gating_1.visitorConversionTarget)('/soporte')).toBe('/smart-conversion/subscription');
    });
});
