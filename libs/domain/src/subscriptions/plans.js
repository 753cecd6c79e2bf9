"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.YEARLY_FALLBACK = exports.PLAN_CURRENCY = exports.TRIAL_DAYS = void 0;
exports.yearlyDiscount = yearlyDiscount;
exports.yearlySavings = yearlySavings;
exports.buildPlans = buildPlans;
exports.planKindOfPrice = planKindOfPrice;
exports.TRIAL_DAYS = 11;
exports.PLAN_CURRENCY = 'usd';
/** The yearly card's fallbacks when no plan data is there (01 §2). */
exports.YEARLY_FALLBACK = { crossedOut: 396, savings: 285 };
/** Percent saved by paying a year at once against twelve monthly payments. */
function yearlyDiscount(monthlyPrice, yearlyPrice) {
    if (monthlyPrice <= 0)
        return 0;
    return Math.round((1 - yearlyPrice / (monthlyPrice * 12)) * 100);
}
function yearlySavings(monthlyPrice, yearlyPrice) {
    return Math.max(0, monthlyPrice * 12 - yearlyPrice);
}
/** The plan offer (01 §3): monthly and yearly, USD, with the yearly discount. */
function buildPlans(pricing) {
    return [
        {
            interval: 'month',
            kind: 'monthly',
            name: 'Plan Mensual',
            price: pricing.monthly.price,
            currency: exports.PLAN_CURRENCY,
            priceId: pricing.monthly.priceId,
            description: 'Toda la práctica de Inhala, mes a mes.',
            features: [
                'Más de 190 meditaciones guiadas',
                'Ritual diario con carta del oráculo',
                'Retos, Journal y páginas matutinas',
                'Comunidad y Angel Mondays',
            ],
        },
        {
            interval: 'year',
            kind: 'yearly',
            name: 'Plan Anual',
            price: pricing.yearly.price,
            currency: exports.PLAN_CURRENCY,
            priceId: pricing.yearly.priceId,
            discount: yearlyDiscount(pricing.monthly.price, pricing.yearly.price),
            description: 'Un año completo de calma al mejor precio.',
            features: [
                'Todo lo del Plan Mensual',
                'El mejor precio por día',
                'Acceso prioritario a nuevos retos',
                'Un año entero para crear tu hábito',
            ],
        },
    ];
}
function planKindOfPrice(pricing, priceId) {
    if (priceId === pricing.monthly.priceId)
        return 'monthly';
    if (priceId === pricing.yearly.priceId)
        return 'yearly';
    return null;
}
