"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.REMOTE_NAMES = void 0;
/** Where each micro-frontend lives, served at /remotes.json and read by the shell at run time. */
exports.REMOTE_NAMES = ['practice', 'community', 'admin'];
