"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.totalPages = totalPages;
exports.clampPage = clampPage;
exports.pageWindow = pageWindow;
exports.preview = preview;
const journal_1 = require("../contracts/journal");
function totalPages(total, pageSize) {
    return Math.max(1, Math.ceil(total / pageSize));
}
/** Keeps a requested page inside 1..last. */
function clampPage(page, total, pageSize) {
    if (!Number.isFinite(page) || page < 1)
        return 1;
    return Math.min(Math.floor(page), totalPages(total, pageSize));
}
/**
 * The page buttons (02 §2.8): up to 5 numbers around the current page, plus the last page.
 * A null stands for the gap before the last page.
 */
function pageWindow(current, pages, size = 5) {
    if (pages <= size + 1)
        return Array.from({ length: pages }, (_, i) => i + 1);
    const half = Math.floor(size / 2);
    const start = Math.max(1, Math.min(current - half, pages - size));
    const window = Array.from({ length: size }, (_, i) => start + i);
    const lastShown = start + size - 1;
    if (lastShown < pages - 1)
        window.push(null);
    if (lastShown < pages)
        window.push(pages);
    return window;
}
/** The 100-character preview with its 'Ver más' toggle. */
function preview(text, max = journal_1.JOURNAL_PREVIEW_LENGTH) {
    const trimmed = text.trim();
    if (trimmed.length <= max)
        return { text: trimmed, truncated: false };
    return { text: `${trimmed.slice(0, max).trimEnd()}…`, truncated: true };
}
