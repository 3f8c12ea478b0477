/** /contact: e-mail, phone, location, office hours (rendered without the footer). */
import '../../styles/inner-pages.css';
import { useHead } from '../../lib/head.tsx';
import { SITE_CONTACT } from '../../../../shared/constants.ts';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../components/ui/icons.tsx';
import './info.css';

export function ContactPage() {
  useHead({
    title: 'Contact Us',
    description: `Contact Insight Media in Kigali, Rwanda: ${SITE_CONTACT.email}, ${SITE_CONTACT.phone}.`,
  });
  return (
    <div className="container container--narrow page">
      <header className="page-header">
        <p className="eyebrow">Get in touch</p>
        <h1>Contact Us</h1>
        <p className="page-header__lead">Story ideas, partnerships, questions: we would love to hear from you.</p>
      </header>
      <div className="grid grid--2 contact-grid">
        <div className="contact-card">
          <MailIcon size={24} />
          <h2>Email</h2>
          <a href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</a>
        </div>
        <div className="contact-card">
          <PhoneIcon size={24} />
          <h2>Phone</h2>
          <a href={SITE_CONTACT.phoneHref}>{SITE_CONTACT.phone}</a>
        </div>
        <div className="contact-card">
          <MapPinIcon size={24} />
          <h2>Location</h2>
          <p>Kigali, Rwanda</p>
        </div>
        <div className="contact-card">
          <ClockIcon size={24} />
          <h2>Office Hours</h2>
          <p>Monday to Friday: 8:00 AM to 6:00 PM EAT</p>
          <p>Weekends: by appointment</p>
        </div>
      </div>
    </div>
  );
}
