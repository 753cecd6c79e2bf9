"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ACCOUNT_MESSAGES = exports.ACCOUNT_LIMITS = void 0;
exports.looksLikeEmail = looksLikeEmail;
exports.normaliseEmail = normaliseEmail;
exports.filterOtpInput = filterOtpInput;
exports.isValidOtp = isValidOtp;
exports.validateRegistration = validateRegistration;
exports.validateSignIn = validateSignIn;
exports.validateForgotEmail = validateForgotEmail;
exports.validateNewPassword = validateNewPassword;
exports.isKnownTimeZone = isKnownTimeZone;
/**
 * Account rules shared by the forms (client) and the request validation (server).
 * Messages are the spec's texts (01 §5); the length caps are ours, so that nothing unbounded is stored.
 */
exports.ACCOUNT_LIMITS = {
    nameMin: 2,
    nameMax: 60,
    emailMax: 254,
    passwordMin: 6,
    passwordMax: 128,
    otpLength: 6,
    timezoneMax: 64,
};
exports.ACCOUNT_MESSAGES = {
    signInRequired: 'Por favor ingresa tu email y contraseña',
    firstNameMin: 'El nombre debe tener al menos 2 caracteres',
    lastNameMin: 'El apellido debe tener al menos 2 caracteres',
    firstNameMax: 'El nombre no puede superar los 60 caracteres',
    lastNameMax: 'El apellido no puede superar los 60 caracteres',
    emailInvalid: 'Ingrese un email válido',
    emailMax: 'El email no puede superar los 254 caracteres',
    passwordMin: 'La contraseña debe tener al menos 6 caracteres',
    passwordMax: 'La contraseña no puede superar los 128 caracteres',
    passwordMismatch: 'Las contraseñas no coinciden',
    forgotEmailRequired: 'Por favor ingresa tu email',
    forgotEmailInvalid: 'Por favor ingresa un email válido',
    otpInvalid: 'Por favor ingresa el código de 6 dígitos',
    newPasswordRequired: 'Por favor ingresa una nueva contraseña',
    timezoneInvalid: 'La zona horaria no es válida',
    sessionIdRequired: 'Falta el identificador de sesión',
};
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
function looksLikeEmail(value) {
    return value.length <= exports.ACCOUNT_LIMITS.emailMax && EMAIL_PATTERN.test(value);
}
function normaliseEmail(value) {
    return value.trim().toLowerCase();
}
/** Keeps only digits and at most six of them, as the code input does while typing. */
function filterOtpInput(value) {
    return value.replace(/\D/g, '').slice(0, exports.ACCOUNT_LIMITS.otpLength);
}
function isValidOtp(value) {
    return /^\d{6}$/.test(value);
}
function validateRegistration(input) {
    const errors = {};
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    if (firstName.length < exports.ACCOUNT_LIMITS.nameMin)
        errors.firstName = exports.ACCOUNT_MESSAGES.firstNameMin;
    else if (firstName.length > exports.ACCOUNT_LIMITS.nameMax)
        errors.firstName = exports.ACCOUNT_MESSAGES.firstNameMax;
    if (lastName.length < exports.ACCOUNT_LIMITS.nameMin)
        errors.lastName = exports.ACCOUNT_MESSAGES.lastNameMin;
    else if (lastName.length > exports.ACCOUNT_LIMITS.nameMax)
        errors.lastName = exports.ACCOUNT_MESSAGES.lastNameMax;
    if (!looksLikeEmail(input.email.trim()))
        errors.email = exports.ACCOUNT_MESSAGES.emailInvalid;
    if (input.password.length < exports.ACCOUNT_LIMITS.passwordMin)
        errors.password = exports.ACCOUNT_MESSAGES.passwordMin;
    else if (input.password.length > exports.ACCOUNT_LIMITS.passwordMax)
        errors.password = exports.ACCOUNT_MESSAGES.passwordMax;
    if (input.passwordConfirm !== undefined && input.passwordConfirm !== input.password) {
        errors.passwordConfirm = exports.ACCOUNT_MESSAGES.passwordMismatch;
    }
    return errors;
}
function validateSignIn(input) {
    return input.email.trim() && input.password ? null : exports.ACCOUNT_MESSAGES.signInRequired;
}
function validateForgotEmail(email) {
    const value = email.trim();
    if (!value)
        return exports.ACCOUNT_MESSAGES.forgotEmailRequired;
    if (!looksLikeEmail(value))
        return exports.ACCOUNT_MESSAGES.forgotEmailInvalid;
    return null;
}
function validateNewPassword(password, confirmation) {
    if (!password)
        return exports.ACCOUNT_MESSAGES.newPasswordRequired;
    if (password.length < exports.ACCOUNT_LIMITS.passwordMin)
        return exports.ACCOUNT_MESSAGES.passwordMin;
    if (password.length > exports.ACCOUNT_LIMITS.passwordMax)
        return exports.ACCOUNT_MESSAGES.passwordMax;
    if (password !== confirmation)
        return exports.ACCOUNT_MESSAGES.passwordMismatch;
    return null;
}
/** True when the runtime knows the IANA zone; a bad zone would break every day boundary later. */
function isKnownTimeZone(zone) {
    if (!zone || zone.length > exports.ACCOUNT_LIMITS.timezoneMax)
        return false;
    try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
    }
    catch {
        return false;
    }
}
