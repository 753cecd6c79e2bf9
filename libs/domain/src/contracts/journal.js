"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.JOURNAL_PREVIEW_LENGTH = exports.JOURNAL_PAGE_SIZE = void 0;
exports.JOURNAL_PAGE_SIZE = 16;
exports.JOURNAL_PREVIEW_LENGTH = 100;
