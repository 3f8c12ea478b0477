/**
 * The footer's newsletter box: POST /api/public/newsletter {email}, the answer shown as a toast. The
 * answer is the same for any address (it asks to check the inbox for the confirmation link), so the
 * box tells nobody who is subscribed.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { call, ApiError } from '../../lib/api-client.ts';
import { useToast } from '../../components/ui/toast.tsx';

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  // Set once the box answers (hydrated): before that a press of Subscribe would reload the page.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const toast = useToast();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = email.trim();
    if (!value || busy) return;
    setBusy(true);
    try {
      const { message } = await call('POST /public/newsletter', { body: { email: value } });
      toast.show({ type: 'success', title: 'Almost there', message });
      setEmail('');
    } catch (err) {
      const message =
        err instanceof ApiError ? (err.errors[0]?.msg ?? err.message) : 'Something went wrong. Please try again.';
      toast.show({ type: 'error', title: 'Subscription failed', message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="newsletter" onSubmit={submit} noValidate data-ready={ready ? 'true' : 'false'}>
      <label htmlFor="newsletter-email" className="newsletter__label">
        Get our best stories in your inbox
      </label>
      <div className="newsletter__row">
        <input
          id="newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Your email address"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
    </form>
  );
}
