/**
 * Site settings (administrators only, /admin/site): the site's name, contact, address and office
 * hours, where Partner with Us and Advertise lead, social links, the About page's texts and the
 * footer, checked by the same rules as the server (shared/validation/site.ts); and the magazine's
 * categories (categories-panel.tsx). Saved values show on the public site at the next page load,
 * and a new name in the back office's brand at once.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { SiteSettings } from '../../../../../shared/api/site.ts';
import { SOCIAL_NETWORKS } from '../../../../../shared/site.ts';
import { checkSiteSettings } from '../../../../../shared/validation/site.ts';
import { useAuth } from '../session/auth-context.tsx';
import { checkWith, fieldErrorsOf, messageOf, type FieldMessages } from '../lib/errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { TextArea, TextField } from '../components/fields.tsx';
import { LinkIcon } from '../components/icons.tsx';
import { FlashBar, useFlash } from '../components/message-bar.tsx';
import { PageHeader, Panel } from '../components/page-header.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../components/states.tsx';
import { fetchSiteSettings, saveSiteSettings } from './api.ts';
import { siteRenamed } from '../lib/site-name.ts';
import { CategoriesPanel } from './categories-panel.tsx';

type TextKey = Exclude<keyof SiteSettings, 'social_links' | 'footer_links'>;

export function SiteSettingsPage() {
  const { user, request } = useAuth();
  const [values, setValues] = useState<SiteSettings | null>(null);
  const [updatedAt, setUpdatedAt] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);
  const [loadError, setLoadError] = useState('');
  const { flash, show, clear } = useFlash(5000);
  const isAdmin = user?.role === 'admin';

  useEffect(() => {
    if (!isAdmin) return;
    fetchSiteSettings(request).then(
      (res) => {
        setValues(res.data.settings);
        setUpdatedAt(res.data.updated_at);
      },
      (err: unknown) => setLoadError(messageOf(err, 'Could not load the site settings')),
    );
  }, [isAdmin, request]);

  if (!isAdmin) return <EmptyState title="Administrators only" text="Only administrators can change the site settings." />;
  if (loadError) return <ErrorState title="Could not load the site settings" message={loadError} />;
  if (!values) return <LoadingState />;

  const set = (patch: Partial<SiteSettings>) => {
    setValues({ ...values, ...patch });
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) for (const k of Object.keys(next)) if (k === key || k.startsWith(`${key}.`)) delete next[k];
      return next;
    });
  };
  const text = (key: TextKey) => ({ name: key, value: values[key], error: errors[key], onChange: (e: { target: { value: string } }) => set({ [key]: e.target.value }) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkWith((e) => checkSiteSettings(e, values));
    setErrors(found);
    if (Object.keys(found).length) {
      show('error', 'Please correct the highlighted fields');
      return;
    }
    setBusy(true);
    try {
      const res = await saveSiteSettings(request, values);
      setValues(res.data.settings);
      setUpdatedAt(res.data.updated_at);
      siteRenamed(res.data.settings.site_name);
      show('success', res.message ?? 'Site settings saved');
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      show('error', messageOf(err, 'Failed to save the site settings'));
    } finally {
      setBusy(false);
    }
  };

  const links = values.footer_links;
  return (
    <div className="adm-page">
      <PageHeader
        title="Site settings"
        subtitle={updatedAt ? `What readers see on every page. Last saved ${formatDateTime(updatedAt)}.` : 'What readers see on every page. Nothing saved yet: the site shows its defaults.'}
        icon={<LinkIcon size={24} />}
      />
      <div className="adm-stack">
        <form className="adm-stack" onSubmit={submit} noValidate aria-label="Site settings">
          <FlashBar flash={flash} onDismiss={clear} />
          <Panel title="Site and contact">
            <div className="adm-form">
              <TextField label="Site name" required {...text('site_name')} />
              <div className="adm-form-row">
                <TextField label="Contact phone" type="tel" required {...text('contact_phone')} />
                <TextField label="Contact e-mail" type="email" required {...text('contact_email')} />
              </div>
              <TextField label="Address" required hint="Shown in the footer and on the contact page" {...text('location')} />
              <TextArea label="Office hours" rows={2} hint="One line a row" {...text('office_hours')} />
              <div className="adm-form-row">
                <TextField label="Partner with Us" required hint="An e-mail address (a prepared mail) or a web address" {...text('partner_target')} />
                <TextField label="Advertise" required hint="An e-mail address (a prepared mail) or a web address" {...text('advertise_target')} />
              </div>
            </div>
          </Panel>
          <Panel title="Social links" subtitle="Shown in the footer; leave a network empty to hide it">
            <div className="adm-form">
              {SOCIAL_NETWORKS.map(({ key, label }) => (
                <TextField
                  key={key}
                  label={label}
                  type="url"
                  name={`social_links.${key}`}
                  placeholder="https://"
                  value={values.social_links[key]}
                  error={errors[`social_links.${key}`]}
                  onChange={(e) => set({ social_links: { ...values.social_links, [key]: e.target.value } })}
                />
              ))}
            </div>
          </Panel>
          <Panel title="About page" subtitle="Leave a blank line between paragraphs">
            <div className="adm-form">
              <TextField label="Title" required {...text('about_title')} />
              <TextArea label="Introduction" required rows={4} {...text('about_intro')} />
              <TextArea label="Our Story" rows={4} hint="Empty hides the section" {...text('about_story')} />
              <div className="adm-form-row">
                <TextArea label="Our Mission" rows={3} {...text('about_mission')} />
                <TextArea label="Our Vision" rows={3} {...text('about_vision')} />
              </div>
            </div>
          </Panel>
          <Panel title="Footer">
            <div className="adm-form">
              <TextArea label="Footer text" rows={2} {...text('footer_text')} />
              <fieldset className="adm-stack">
                <legend>Extra links under Quick Links</legend>
                {links.map((link, i) => (
                  <div className="adm-form-row" key={i}>
                    <TextField
                      label={`Link ${i + 1} text`}
                      name={`footer_links.${i}.label`}
                      value={link.label}
                      error={errors[`footer_links.${i}.label`]}
                      onChange={(e) => set({ footer_links: links.map((l, j) => (j === i ? { ...l, label: e.target.value } : l)) })}
                    />
                    <TextField
                      label={`Link ${i + 1} address`}
                      name={`footer_links.${i}.url`}
                      placeholder="/about or https://"
                      value={link.url}
                      error={errors[`footer_links.${i}.url`]}
                      onChange={(e) => set({ footer_links: links.map((l, j) => (j === i ? { ...l, url: e.target.value } : l)) })}
                    />
                    <button type="button" className="adm-btn adm-btn--ghost" onClick={() => set({ footer_links: links.filter((_, j) => j !== i) })}>
                      Remove<span className="adm-sr-only"> link {i + 1}</span>
                    </button>
                  </div>
                ))}
                {links.length < 8 && (
                  <button type="button" className="adm-btn adm-btn--secondary" onClick={() => set({ footer_links: [...links, { label: '', url: '' }] })}>
                    Add a link
                  </button>
                )}
              </fieldset>
            </div>
          </Panel>
          <div>
            <SubmitButton label="Save site settings" busy={busy} busyLabel="Saving..." disabled={busy} />
          </div>
        </form>
        <CategoriesPanel />
      </div>
    </div>
  );
}
