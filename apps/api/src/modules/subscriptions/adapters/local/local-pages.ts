import { countOf, formatSpanishDate, type SubscriptionPlanView } from '@inhala/domain';
import type { LocalCheckoutView, LocalPortalView } from './local-payment.gateway';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Inhala (modo de prueba)</title>
<link rel="icon" href="/favicon.ico" sizes="48x48">
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f6f4ef; color: #2f3a33; }
  .banner { background: #b45309; color: #fff; text-align: center; padding: .75rem 1rem; font-weight: 700; letter-spacing: .02em; }
  main { max-width: 28rem; margin: 2rem auto; padding: 0 1rem; }
  .card { background: #fff; border-radius: 1rem; padding: 1.5rem; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
  .price { font-size: 2rem; font-weight: 700; margin: .5rem 0; }
  .muted { color: #5b665f; font-size: .95rem; line-height: 1.5; }
  .field { border: 1px dashed #c8cfc9; border-radius: .5rem; padding: .75rem; margin: 1rem 0; font-family: monospace; color: #5b665f; }
  button, .button { display: block; box-sizing: border-box; text-align: center; text-decoration: none; width: 100%; border: 0; border-radius: .75rem; padding: .9rem; font-size: 1rem; font-weight: 600; cursor: pointer; margin-top: .75rem; }
  .primary { background: #4d7c5a; color: #fff; }
  .secondary { background: #e7ebe7; color: #2f3a33; }
  button:focus-visible, .button:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
</style>
</head>
<body>
<div class="banner" role="status">MODO DE PRUEBA · No se realizará ningún cargo real</div>
<main>${body}</main>
</body>
</html>`;
}

export function checkoutPage(checkout: LocalCheckoutView, plan: SubscriptionPlanView | undefined): string {
  const price = plan ? `$${plan.price} USD / ${plan.interval === 'year' ? 'año' : 'mes'}` : '';
  const start =
    checkout.trialDays > 0
      ? `empiezas con <strong>${countOf(checkout.trialDays, 'día', 'días')} de prueba gratis</strong>.`
      : `tu suscripción empieza hoy y se renueva cada ${plan?.interval === 'year' ? 'año' : 'mes'}.`;
  return page(
    'Confirmar suscripción',
    `<div class="card">
  <h1>${escape(plan?.name ?? 'Suscripción')}</h1>
  <p class="price">${escape(price)}</p>
  <p class="muted">Hola ${escape(checkout.firstName)}: ${start}
  Puedes cancelar cuando quieras desde tu perfil.</p>
  <p class="muted">Cuenta: ${escape(checkout.email)}</p>
  <div class="field" aria-label="Tarjeta de prueba">Tarjeta de prueba 4242 4242 4242 4242</div>
  <form method="post" action="/api/local-checkout/${escape(checkout.id)}/confirm">
    <button class="primary" type="submit">Confirmar suscripción de prueba</button>
  </form>
  <form method="post" action="/api/local-checkout/${escape(checkout.id)}/cancel">
    <button class="secondary" type="submit">Cancelar y volver</button>
  </form>
</div>`,
  );
}

export function portalPage(
  portal: LocalPortalView,
  plan: SubscriptionPlanView | null,
  switchTo: SubscriptionPlanView | null,
): string {
  const sub = portal.subscription;
  let summary = '<p class="muted">No tienes una suscripción activa.</p>';
  let action = '';
  const price = (p: SubscriptionPlanView) => `$${p.price} USD / ${p.interval === 'year' ? 'año' : 'mes'}`;
  if (sub) {
    const end = sub.currentPeriodEnd ? formatSpanishDate(sub.currentPeriodEnd) : '';
    if (sub.status === 'canceled') summary = '<p class="muted">Tu suscripción terminó.</p>';
    else if (sub.cancelAtPeriodEnd) {
      summary = `<p class="muted">Cancelada: tienes acceso hasta el ${escape(end)}.</p>`;
      action = `<form method="post" action="/api/local-portal/${escape(portal.id)}/resume"><button class="primary" type="submit">Reanudar suscripción</button></form>`;
    } else {
      summary = `<p class="muted">${sub.status === 'trialing' ? `Prueba gratuita hasta el ${escape(end)}.` : `Se renueva el ${escape(end)}.`}</p>`;
      const change = switchTo
        ? `<form method="post" action="/api/local-portal/${escape(portal.id)}/switch/${switchTo.kind}"><button class="primary" type="submit">Cambiar a ${escape(switchTo.name)}</button></form>
  <p class="muted">${escape(switchTo.name)}: ${escape(price(switchTo))}.</p>`
        : '';
      action = `${change}<form method="post" action="/api/local-portal/${escape(portal.id)}/cancel"><button class="secondary" type="submit">Cancelar suscripción</button></form>`;
    }
  }
  return page(
    'Gestionar suscripción',
    `<div class="card">
  <h1>Gestionar suscripción</h1>
  <p class="price">${escape(plan?.name ?? '')}</p>
  ${summary}
  ${action}
  <a class="button secondary" href="${escape(portal.returnUrl)}">Volver a Inhala</a>
</div>`,
  );
}

export function notFoundPage(): string {
  return page(
    'Pago no disponible',
    `<div class="card"><h1>Este pago de prueba ya no está disponible</h1>
<p class="muted">Vuelve a Inhala y elige tu plan otra vez.</p>
<a class="button primary" href="/subscription">Volver a los planes</a></div>`,
  );
}
