"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.meditationHref = meditationHref;
exports.meditationAtPosition = meditationAtPosition;
exports.positionOf = positionOf;
/**
 * Meditation links (02 §2.6): a card opens /meditation/{position}, the 1-based position in the
 * full content list; without access it opens the meditations conversion page.
 */
function meditationHref(position, hasAccess) {
    return hasAccess ? `/meditation/${position}` : '/smart-conversion/meditaciones';
}
/** The meditation a /meditation/{id} route names, or null ('Meditación no encontrada'). */
function meditationAtPosition(list, raw) {
    if (!raw || !/^\d+$/.test(raw))
        return null;
    return list[Number(raw) - 1] ?? null;
}
function positionOf(list, id) {
    const index = list.findIndex((m) => m.id === id);
    return index < 0 ? null : index + 1;
}
