"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const morning_page_rules_1 = require("./morning-page-rules");
describe('morning page rules', () => {
    it('should refuse empty or blank content with the spec message', () => {
        expect((0, morning_page_rules_1.validateMorningPageContent)('   \n ')).toBe('Por favor escribe algo antes de guardar');
        expect((0, morning_page_rules_1.validateMorningPageContent)(' hola ')).toBeNull();
    });
    it('should cap content and title length', () => {
        expect((0, morning_page_rules_1.validateMorningPageContent)('a'.repeat(20_001))).toBe('El texto no puede superar los 20000 caracteres');
        expect((0, morning_page_rules_1.validateMorningPageTitle)('t'.repeat(201))).toBe('El título no puede superar los 200 caracteres');
        expect((0, morning_page_rules_1.validateMorningPageTitle)(undefined)).toBeNull();
    });
    it("should show 'Sin título' for a missing title", () => {
        expect((0, morning_page_rules_1.displayTitle)(null)).toBe('Sin título');
        expect((0, morning_page_rules_1.displayTitle)('  ')).toBe('Sin título');
        expect((0, morning_page_rules_1.displayTitle)('Mañana')).toBe('Mañana');
    });
});
