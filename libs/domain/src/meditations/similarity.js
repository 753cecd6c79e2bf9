"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SIMILARITY_POINTS = exports.SIMILAR_COUNT = void 0;
exports.similarityScore = similarityScore;
exports.similarMeditations = similarMeditations;
exports.SIMILAR_COUNT = 3;
exports.SIMILARITY_POINTS = { type: 3, keyword: 2, category: 1 };
function shared(a, b) {
    const set = new Set(a);
    return b.reduce((n, id) => (set.has(id) ? n + 1 : n), 0);
}
/** 3 points for a type match, 2 per shared keyword, 1 per shared category. */
function similarityScore(target, other) {
    const typeMatch = shared(target.typeIds, other.typeIds) > 0 ? exports.SIMILARITY_POINTS.type : 0;
    return typeMatch + exports.SIMILARITY_POINTS.keyword * shared(target.keywordIds, other.keywordIds) + exports.SIMILARITY_POINTS.category * shared(target.categoryIds, other.categoryIds);
}
function shuffled(items, random) {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
}
/**
 * The 3 similar meditations: the top scores, ties in catalogue order; when nothing scores, 3
 * chosen at random (02 §4.10), and when fewer than 3 score the rest are drawn at random the same
 * way, so the player always shows three. Never the meditation itself.
 */
function similarMeditations(target, catalogue, random = Math.random) {
    const others = catalogue.filter((m) => m.id !== target.id);
    const scored = others
        .map((m, index) => ({ m, index, score: similarityScore(target, m) }))
        .filter((s) => s.score > 0)
        .sort((a, b) => b.score - a.score || a.index - b.index);
    const best = scored.slice(0, exports.SIMILAR_COUNT).map((s) => s.m);
    if (best.length === exports.SIMILAR_COUNT)
        return best;
    const unscored = others.filter((m) => !best.includes(m));
    return [...best, ...shuffled(unscored, random).slice(0, exports.SIMILAR_COUNT - best.length)];
}
