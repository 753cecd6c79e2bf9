"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PROTECTED_SECTIONS = void 0;
exports.matchesSection = matchesSection;
exports.isProtectedPath = isProtectedPath;
exports.isLockedFor = isLockedFor;
exports.visitorConversionTarget = visitorConversionTarget;
exports.protectedSectionRedirect = protectedSectionRedirect;
const roles_1 = require("../accounts/roles");
/** Sections that leads and visitors only see through a conversion flow (01 §6). */
exports.PROTECTED_SECTIONS = ['/journal', '/comunidad', '/angel-mondays', '/ritual'];
function matchesSection(path, section) {
    return path === section || path.startsWith(`${section}/`);
}
function isProtectedPath(path) {
    return exports.PROTECTED_SECTIONS.some((section) => matchesSection(path, section));
}
/** Whether the viewer (null = visitor) sees a lock on this path. */
function isLockedFor(role, path) {
    return !(0, roles_1.hasFullAccess)(role) && isProtectedPath(path);
}
/**
 * Visitor conversion page for locked content (01 §6, 02 §4.11): /, form or ritual → ritual;
 * meditation paths → meditaciones; challenge or retos paths → retos; otherwise subscription.
 */
function visitorConversionTarget(path) {
    const clean = path.split(/[?#]/)[0] || '/';
    if (clean === '/' || matchesSection(clean, '/form') || matchesSection(clean, '/ritual-form') || matchesSection(clean, '/ritual')) {
        return '/smart-conversion/ritual';
    }
    if (clean.startsWith('/meditaci') || clean.startsWith('/meditation'))
        return '/smart-conversion/meditaciones';
    if (clean.startsWith('/challenge') || clean.startsWith('/retos'))
        return '/smart-conversion/retos';
    return '/smart-conversion/subscription';
}
/**
 * Where a person without full access goes when opening a protected section (01 §6):
 * a visitor to /smart-conversion plus the path; a lead to the Angel Mondays conversion page
 * for Angel Mondays and to /subscription otherwise. Null means the path is open to them.
 */
function protectedSectionRedirect(role, path) {
    if (!isLockedFor(role, path))
        return null;
    if (!role)
        return `/smart-conversion${path}`;
    if (matchesSection(path, '/angel-mondays'))
        return '/smart-conversion/angel-mondays';
    return '/subscription';
}
