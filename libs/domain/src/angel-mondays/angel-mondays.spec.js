"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const audio_source_1 = require("./audio-source");
const gradients_1 = require("./gradients");
const ordering_1 = require("./ordering");
describe('angel mondays rules', () => {
    const origin = 'https://app.inhala.test';
    it('should accept only uploads and same-origin audio', () => {
        expect((0, audio_source_1.resolveAudioSource)('', origin)).toBe('');
        expect((0, audio_source_1.resolveAudioSource)(null, origin)).toBe('');
        expect((0, audio_source_1.resolveAudioSource)('/uploads/a.mp3', origin)).toBe('https://app.inhala.test/uploads/a.mp3');
        expect((0, audio_source_1.resolveAudioSource)('https://app.inhala.test/x.mp3', origin)).toBe('https://app.inhala.test/x.mp3');
        expect((0, audio_source_1.resolveAudioSource)('https://evil.example/x.mp3', origin)).toBe('');
        expect((0, audio_source_1.resolveAudioSource)('javascript:alert(1)', origin)).toBe('');
    });
    it('should label invalid times 0:00 and format minutes and seconds', () => {
        expect((0, audio_source_1.formatPlaybackTime)(Number.NaN)).toBe('0:00');
        expect((0, audio_source_1.formatPlaybackTime)(Infinity)).toBe('0:00');
        expect((0, audio_source_1.formatPlaybackTime)(65.9)).toBe('1:05');
        expect((0, audio_source_1.playbackPercent)(30, 120)).toBe(25);
        expect((0, audio_source_1.playbackPercent)(1, 0)).toBe(0);
    });
    it('should have a palette of 20 gradients with 12 names, 1-based', () => {
        expect(gradients_1.GRADIENT_PALETTE).toHaveLength(20);
        expect(gradients_1.GRADIENT_NAMES).toHaveLength(12);
        expect(gradients_1.GRADIENT_NAMES).toContain('Sage Mist');
        expect((0, gradients_1.gradientFor)(1).name).toBe('Sage Mist');
        expect((0, gradients_1.gradientFor)(20)).toBe(gradients_1.GRADIENT_PALETTE[19]);
        expect((0, gradients_1.gradientFor)(0)).toBe(gradients_1.GRADIENT_PALETTE[0]);
        expect((0, gradients_1.gradientFor)(99)).toBe(gradients_1.GRADIENT_PALETTE[0]);
    });
    it('should order entries newest first by timestamp', () => {
        const sorted = (0, ordering_1.sortNewestFirst)([
            { id: 1, timestamp: '2026-11-02T08:00:00Z' },
            { id: 2, timestamp: '2026-11-16T08:00:00Z' },
            { id: 3, timestamp: '2026-11-09T08:00:00Z' },
        ]);
        expect(sorted.map((e) => e.id)).toEqual([2, 3, 1]);
    });
});
