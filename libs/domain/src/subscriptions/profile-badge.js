"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.profileBadge = profileBadge;
const spanish_dates_1 = require("../dates/spanish-dates");
/** The subscription badge and text on the profile (02 §4.9). */
function profileBadge(status, now, timeZone = 'UTC') {
    const endsAt = status?.subscriptionEndsAt ? new Date(status.subscriptionEndsAt) : null;
    if (!status || (!status.hasActiveSubscription && !(status.subscriptionStatus === 'canceled' && endsAt && endsAt > now))) {
        return { tone: 'none', label: 'Sin Suscripción', description: 'Suscríbete para acceder a todo el contenido de Inhala.' };
    }
    if (status.subscriptionStatus === 'canceled') {
        const until = endsAt ? (0, spanish_dates_1.formatSpanishDate)(endsAt, timeZone) : '';
        return { tone: 'cancelled', label: 'Cancelada', description: `Tienes acceso hasta el ${until}.` };
    }
    if (status.subscriptionStatus === 'trialing') {
        const trialEnd = status.trialEndsAt ? (0, spanish_dates_1.formatSpanishDate)(new Date(status.trialEndsAt), timeZone) : '';
        return { tone: 'trial', label: 'Prueba Gratuita', description: `Tu prueba gratuita termina el ${trialEnd}.` };
    }
    return {
        tone: 'active',
        label: 'Activa',
        description: status.subscriptionPlan === 'yearly' ? 'Plan Anual' : 'Plan Mensual',
    };
}
