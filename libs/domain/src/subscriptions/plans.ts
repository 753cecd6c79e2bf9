import type { PlanKind } from './subscription-state';
import type { SubscriptionPlanView } from '../contracts/subscription';

export const TRIAL_DAYS = 11;
export const PLAN_CURRENCY = 'usd';

export interface PlanPricing {
  monthly: { priceId: string; price: number };
  yearly: { priceId: string; price: number };
}

/** The yearly card's fallbacks when no plan data is there (01 §2). */
export const YEARLY_FALLBACK = { crossedOut: 396, savings: 285 } as const;

/** Percent saved by paying a year at once against twelve monthly payments. */
export function yearlyDiscount(monthlyPrice: number, yearlyPrice: number): number {
  if (monthlyPrice <= 0) return 0;
  return Math.round((1 - yearlyPrice / (monthlyPrice * 12)) * 100);
}

export function yearlySavings(monthlyPrice: number, yearlyPrice: number): number {
  return Math.max(0, monthlyPrice * 12 - yearlyPrice);
}

/** The plan offer (01 §3): monthly and yearly, USD, with the yearly discount. */
export function buildPlans(pricing: PlanPricing): SubscriptionPlanView[] {
  return [
    {
      interval: 'month',
      kind: 'monthly',
      name: 'Plan Mensual',
      price: pricing.monthly.price,
      currency: PLAN_CURRENCY,
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
      currency: PLAN_CURRENCY,
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

export function planKindOfPrice(pricing: PlanPricing, priceId: string): PlanKind | null {
  if (priceId === pricing.monthly.priceId) return 'monthly';
  if (priceId === pricing.yearly.priceId) return 'yearly';
  return null;
}
