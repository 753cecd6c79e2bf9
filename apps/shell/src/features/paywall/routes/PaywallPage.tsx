import { PaywallContent } from '../components/PaywallContent';

export function PaywallPage() {
  return (
    <section
      aria-labelledby="paywall-title"
      className="mx-auto max-w-xl rounded-3xl bg-white p-6 shadow-sm md:p-10"
    >
      <PaywallContent titleId="paywall-title" />
    </section>
  );
}
