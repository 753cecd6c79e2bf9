"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const meditation_links_1 = require("./meditation-links");
describe('meditation links by position', () => {
    const list = [{ id: 40 }, { id: 7 }, { id: 12 }];
    it('opens the player by 1-based position, or the conversion page without access', () => {
        expect((0, meditation_links_1.meditationHref)(2, true)).toBe('/meditation/2');
        expect((0, meditation_links_1.meditationHref)(2, false)).toBe('/smart-conversion/meditaciones');
        expect((0, meditation_links_1.positionOf)(list, 12)).toBe(3);
        expect((0, meditation_links_1.positionOf)(list, 99)).toBeNull();
    });
    it('finds the meditation for a route id, and nothing for a bad one', () => {
        expect((0, meditation_links_1.meditationAtPosition)(list, '1')).toEqual({ id: 40 });
        expect((0, meditation_links_1.meditationAtPosition)(list, '3')).toEqual({ id: 12 });
        for (const bad of ['0', '4', '-1', '1.5', 'abc', undefined])
            expect((0, meditation_links_1.meditationAtPosition)(list, bad)).toBeNull();
    });
});
