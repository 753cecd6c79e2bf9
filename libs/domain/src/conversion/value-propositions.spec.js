"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const value_propositions_1 = require("./value-propositions");
describe('conversion value propositions', () => {
    it('should default the target to /subscription', () => {
        expect((0, value_propositions_1.conversionTargetPath)(undefined)).toBe('/subscription');
        expect((0, value_propositions_1.conversionTargetPath)('')).toBe('/subscription');
        expect((0, value_propositions_1.conversionTargetPath)('journal/')).toBe('/journal');
    });
    it('should match a protected path exactly or by prefix', () => {
        expect((0, value_propositions_1.valuePropositionFor)('/journal').path).toBe('/journal');
        expect((0, value_propositions_1.valuePropositionFor)('/retos/3').path).toBe('/retos');
        expect((0, value_propositions_1.valuePropositionFor)('/meditaciones').ctaText).toBe('Empezar a Meditar');
    });
    it('should give the default proposition to subscription, paywall and unknown paths', () => {
        for (const path of ['/subscription', '/paywall', '/soporte']) {
            expect((0, value_propositions_1.valuePropositionFor)(path).ctaText).toBe('Comenzar mi Transformación');
        }
    });
});
