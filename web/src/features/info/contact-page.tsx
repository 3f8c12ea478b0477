/** /contact: e-mail, phone, location, office hours (rendered without the footer); administrators set them (Site settings). */
import '../../styles/inner-pages.css';
import { useHead } from '../../lib/head.tsx';
import { useSite } from '../../lib/site.tsx';
import { phoneHref } from '../../../../shared/site.ts';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../components/ui/icons.tsx';
import './info.css';

export function ContactPage() {
  const { site } = useSite();
  useHead({
    title: 'Contact Us',
    description: `Contact ${site.site_name} in ${site.location}: ${site.contact_email}, ${site.contact_phone}.`,
  });
  const hours = site.office_hours
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
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
          <a href={`mailto:${site.contact_email}`}>{site.contact_email}</a>
        </div>
        <div className="contact-card">
          <PhoneIcon size={24} />
          <h2>Phone</h2>
          <a href={phoneHref(site.contact_phone)}>{site.contact_phone}</a>
        </div>
        <div className="contact-card">
          <MapPinIcon size={24} />
          <h2>Location</h2>
          <p>{site.location}</p>
        </div>
        {hours.length > 0 && (
          <div className="contact-card">
            <ClockIcon size={24} />
            <h2>Office Hours</h2>
            {hours.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
