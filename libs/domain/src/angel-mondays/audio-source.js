"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.resolveAudioSource = resolveAudioSource;
exports.formatPlaybackTime = formatPlaybackTime;
exports.playbackPercent = playbackPercent;
/**
 * Audio in Angel Mondays (01 §5): playable only if non-empty; /uploads/ paths become
 * same-origin absolute URLs, same-origin URLs pass, anything else yields an empty source.
 */
function resolveAudioSource(audioUrl, origin) {
    const url = (audioUrl ?? '').trim();
    if (!url)
        return '';
    if (url.startsWith('/uploads/'))
        return `${origin}${url}`;
    return url === origin || url.startsWith(`${origin}/`) ? url : '';
}
/** 'm:ss' for the player labels; '0:00' for anything that is not a finite, non-negative number. */
function formatPlaybackTime(seconds) {
    if (!Number.isFinite(seconds) || seconds < 0)
        return '0:00';
    const whole = Math.floor(seconds);
    const m = Math.floor(whole / 60);
    const s = whole % 60;
    return `${m}:${s.toString().padStart(2, '0')}`;
}
function playbackPercent(current, duration) {
    if (!Number.isFinite(current) || !Number.isFinite(duration) || duration <= 0)
        return 0;
    return Math.min(100, Math.max(0, (current / duration) * 100));
}
