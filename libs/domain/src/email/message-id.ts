/**
 * A mail's Message-ID (RFC 5322 §3.6.4): globally unique, on the sender's own domain. The left
 * part is a random key the caller keeps (the send ledger stores one per row, so a row sent again
 * after a worker died keeps its Message-ID); never a counter, which two installations, or a
 * database restored from a backup, would hand out twice.
 */
export function messageIdFor(key: string, mailFrom: string): string {
  return `<${key}@${senderDomain(mailFrom)}>`;
}

/** The domain of MAIL_FROM ('Inhala <hola@inhala.app>' → 'inhala.app'); 'localhost' when it has none. */
export function senderDomain(mailFrom: string): string {
  const address = /<([^<>]*)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom;
  const domain = address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  return address.includes('@') && /^[a-z0-9.-]+$/.test(domain) && domain.length > 0 ? domain : 'localhost';
}
