import type { ButtonPosition } from './email-templates';

/** {{name}} or {{ name }}: a template variable. */
const VARIABLE = /\{\{\s*([a-zA-Z][a-zA-Z0-9_]*)\s*\}\}/g;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** The variables a text uses, once each, in order of appearance. */
export function variablesIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(VARIABLE)) found.add(match[1] ?? '');
  return [...found];
}

/** Variables a text uses that its template does not offer (the editor refuses them). */
export function unknownVariables(text: string, offered: readonly string[]): string[] {
  return variablesIn(text).filter((name) => !offered.includes(name));
}

/** Fills the variables; in HTML each value is escaped, so a name like `<b>Ana</b>` stays text. */
export function fillVariables(
  text: string,
  values: Readonly<Record<string, string | number | null | undefined>>,
  mode: 'html' | 'text',
): string {
  return text.replace(VARIABLE, (_whole, name: string) => {
    const value = values[name];
    const plain = value === null || value === undefined ? '' : String(value);
    return mode === 'html' ? escapeHtml(plain) : plain;
  });
}

export interface EmailLayoutInput {
  subject: string;
  /** Sanitised rich text with {{variables}}. */
  body: string;
  variables: Readonly<Record<string, string | number | null | undefined>>;
  button: { text: string; position: ButtonPosition; url: string };
  /** Marketing and reminders: where to choose what arrives, and the one-click unsubscribe page. */
  footer?: { preferencesUrl: string; unsubscribeUrl: string; reason: string } | null;
  /** The 1-pixel image that counts an open (marketing and reminders only). */
  openPixelUrl?: string | null;
  /** Every link of the body and the button, rewritten (click tracking). */
  wrapLink?: (url: string) => string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const COLORS = { ink: '#2f3b2f', soft: '#6b7a6b', leaf: '#4f7a5a', paper: '#f6f4ee' };

function buttonHtml(text: string, url: string): string {
  return `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:24px 0"><tr><td style="border-radius:999px;background:${COLORS.leaf}"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 24px;color:#ffffff;font-weight:600;text-decoration:none;border-radius:999px">${escapeHtml(text)}</a></td></tr></table>`;
}

function rewriteLinks(html: string, wrap: (url: string) => string): string {
  return html.replace(/<a\b([^>]*?)href="([^"]*)"/gi, (_whole, before: string, href: string) => {
    const url = href.replace(/&amp;/g, '&');
    return `<a${before}href="${escapeHtml(wrap(url))}"`;
  });
}

/** A plain-text version for clients that show no HTML (and for spam filters that expect one). */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_w, href: string, label: string) => {
      const text = label.replace(/<[^>]+>/g, '').trim();
      return text && text !== href ? `${text} (${href})` : href;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|tr)>/gi, '\n\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * One e-mail from a template: the subject with its variables (no HTML there), the body in the
 * Inhala layout with the button where the template puts it, the footer that marketing and
 * reminders carry, and the open pixel. Variables are escaped; the body was sanitised when saved.
 */
export function renderEmail(input: EmailLayoutInput): RenderedEmail {
  const wrap = input.wrapLink ?? ((url: string) => url);
  const subject = fillVariables(input.subject, input.variables, 'text').replace(/\s+/g, ' ').trim();
  const body = rewriteLinks(fillVariables(input.body, input.variables, 'html'), wrap);
  const button =
    input.button.position === 'none' || !input.button.text.trim()
      ? ''
      : buttonHtml(input.button.text, wrap(input.button.url));
  const footer = input.footer
    ? `<p style="margin-top:32px;font-size:12px;color:${COLORS.soft}">${escapeHtml(input.footer.reason)}<br><a href="${escapeHtml(input.footer.preferencesUrl)}" style="color:${COLORS.soft}">Preferencias de correo</a> · <a href="${escapeHtml(input.footer.unsubscribeUrl)}" style="color:${COLORS.soft}">Darse de baja</a></p>`
    : '';
  const pixel = input.openPixelUrl
    ? `<img src="${escapeHtml(input.openPixelUrl)}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px">`
    : '';
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head><body style="margin:0;background:${COLORS.paper}"><div style="max-width:560px;margin:0 auto;padding:24px 20px;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:16px;line-height:1.55;color:${COLORS.ink}"><p style="font-size:20px;font-weight:700;color:${COLORS.leaf};margin:0 0 16px">Inhala</p>${input.button.position === 'start' ? button : ''}${body}${input.button.position === 'end' ? button : ''}${footer}${pixel}</div></body></html>`;

  const buttonText = button ? `${input.button.text}: ${wrap(input.button.url)}` : '';
  const text = [
    input.button.position === 'start' ? buttonText : '',
    htmlToText(body),
    input.button.position === 'end' ? buttonText : '',
    input.footer
      ? `${input.footer.reason}\nPreferencias de correo: ${input.footer.preferencesUrl}\nDarse de baja: ${input.footer.unsubscribeUrl}`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  return { subject, html, text };
}
