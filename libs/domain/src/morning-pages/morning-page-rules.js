"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MORNING_PAGE_MESSAGES = exports.MORNING_PAGE_LIMITS = void 0;
exports.validateMorningPageContent = validateMorningPageContent;
exports.validateMorningPageTitle = validateMorningPageTitle;
exports.displayTitle = displayTitle;
/** Morning page rules (02 §5, §8). The caps are ours: long enough for three pages of free writing. */
exports.MORNING_PAGE_LIMITS = { contentMax: 20_000, titleMax: 200 };
exports.MORNING_PAGE_MESSAGES = {
    empty: 'Por favor escribe algo antes de guardar',
    contentMax: 'El texto no puede superar los 20000 caracteres',
    titleMax: 'El título no puede superar los 200 caracteres',
    untitled: 'Sin título',
    deleteConfirm: '¿Estás seguro de que quieres eliminar esta página matutina?',
    created: 'Página matutina creada',
    createdBody: 'Tu reflexión ha sido guardada exitosamente.',
    updated: 'Página actualizada',
    updatedBody: 'Los cambios han sido guardados exitosamente.',
    deleted: 'Página eliminada',
    deletedBody: 'La página matutina ha sido eliminada exitosamente.',
    createFailed: 'No se pudo crear la página matutina.',
    updateFailed: 'No se pudo actualizar la página matutina.',
    deleteFailed: 'No se pudo eliminar la página matutina.',
    notFound: 'No encontramos esa página matutina',
};
function validateMorningPageContent(content) {
    const trimmed = content.trim();
    if (!trimmed)
        return exports.MORNING_PAGE_MESSAGES.empty;
    if (trimmed.length > exports.MORNING_PAGE_LIMITS.contentMax)
        return exports.MORNING_PAGE_MESSAGES.contentMax;
    return null;
}
function validateMorningPageTitle(title) {
    if (title && title.trim().length > exports.MORNING_PAGE_LIMITS.titleMax)
        return exports.MORNING_PAGE_MESSAGES.titleMax;
    return null;
}
function displayTitle(title) {
    const trimmed = title?.trim();
    return trimmed ? trimmed : exports.MORNING_PAGE_MESSAGES.untitled;
}
