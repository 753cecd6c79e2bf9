"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sortNewestFirst = sortNewestFirst;
/** Newest first by timestamp; the first one is the featured message (01 §2, §7). */
function sortNewestFirst(entries) {
    return [...entries].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
}
