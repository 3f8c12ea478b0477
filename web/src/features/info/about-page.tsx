/** /about: story, What We Do, mission, vision, How We Work, Why It Matters, Join the Movement. */
import '../../styles/inner-pages.css';
import { Link } from 'react-router-dom';
import { useHead } from '../../lib/head.tsx';
import { useSite } from '../../lib/site.tsx';
import { useLoader } from '../../lib/page-data.tsx';
import { call } from '../../lib/api-client.ts';
import { LoadingText, StatePanel } from '../../components/ui/state-panel.tsx';
import { PAGE_KEYS } from '../../../../shared/page-data.ts';
import { paragraphs } from '../../../../shared/site.ts';
import type { PublicAbout } from '../../../../shared/api/site.ts';
import { BookIcon, MicIcon, TvIcon, UserIcon } from '../../components/ui/icons.tsx';
import './info.css';

const WHAT_WE_DO = [
  { icon: <BookIcon size={28} />, title: 'Magazines', text: 'In-depth stories, research and career guidance written for curious young minds.' },
  { icon: <TvIcon size={28} />, title: 'TV Shows', text: 'Full episodes, Mind Battles and Pitch Perfect: learning and innovation on screen.' },
  { icon: <MicIcon size={28} />, title: 'Podcasts', text: 'Honest conversations with the students, teachers and founders changing Africa.' },
  { icon: <UserIcon size={28} />, title: 'Social Media Content', text: 'Short, shareable pieces that meet young people where they already are.' },
];

const VALUES = [
  { title: 'Innovation', text: 'We look for new ideas and new ways of telling them.' },
  { title: 'Collaboration', text: 'We build with schools, students, partners and storytellers.' },
  { title: 'Excellence', text: 'We check our facts and care about every detail we publish.' },
  { title: 'Impact', text: 'We measure success by the lives and choices our stories change.' },
];

const JOIN = [
  { title: 'Students', text: 'Share your projects, ask questions and see your ideas on our pages.' },
  { title: 'Schools', text: 'Bring our content into classrooms and feature your innovators.' },
  { title: 'Sponsors', text: 'Support programs that put education and innovation in the spotlight.' },
  { title: 'Storytellers', text: 'Writers, filmmakers and podcasters: tell Africa’s stories with us.' },
];

/** Paragraphs written with blank lines between them, each a <p> of `className`. */
function Text({ text, className }: { text: string; className?: string }) {
  return paragraphs(text).map((p, i) => (
    <p key={i} className={className}>
      {p}
    </p>
  ));
}

/** The About page's texts: from the page's data on a first view, from the API after a click. */
function fetchAbout(signal: AbortSignal): Promise<PublicAbout> {
  return call('GET /public/site/about', { signal }).then((res) => res.data);
}

export function AboutPage() {
  const { site } = useSite();
  const loaded = useLoader(PAGE_KEYS.about, fetchAbout);
  useHead({
    title: 'About Us',
    description: `${site.site_name} is a magazine, TV show and podcast about education and innovation in Africa, made for and with young people.`,
  });
  if (loaded.status === 'loading') return <LoadingText>Loading...</LoadingText>;
  if (loaded.status === 'error') {
    return (
      <StatePanel title="Could not load this page" text="Check your connection and try again." headingLevel={1}>
        <button type="button" className="btn btn--primary" onClick={loaded.reload}>
          Try again
        </button>
      </StatePanel>
    );
  }
  const about = loaded.data;
  return (
    <div className="about">
      <section className="about-hero">
        <div className="container container--narrow">
          <p className="eyebrow eyebrow--light">About {site.site_name}</p>
          <h1>{about.about_title}</h1>
          <Text text={about.about_intro} />
        </div>
      </section>

      <div className="container page">
        {about.about_story && (
          <section className="section" aria-labelledby="story-heading">
            <h2 id="story-heading">Our Story</h2>
            <Text text={about.about_story} className="prose-text" />
          </section>
        )}

        <section className="section" aria-labelledby="what-heading">
          <h2 id="what-heading">What We Do</h2>
          <div className="grid grid--4">
            {WHAT_WE_DO.map((w) => (
              <div key={w.title} className="feature-box">
                <div className="feature-box__icon">{w.icon}</div>
                <h3>{w.title}</h3>
                <p>{w.text}</p>
              </div>
            ))}
          </div>
        </section>

        <section className="section grid grid--2" aria-label="Mission and vision">
          {about.about_mission && (
            <div className="panel panel--accent">
              <h2>Our Mission</h2>
              <Text text={about.about_mission} />
            </div>
          )}
          {about.about_vision && (
            <div className="panel panel--accent">
              <h2>Our Vision</h2>
              <Text text={about.about_vision} />
            </div>
          )}
        </section>

        <section className="section" aria-labelledby="how-heading">
          <h2 id="how-heading">How We Work</h2>
          <div className="grid grid--4">
            {VALUES.map((v) => (
              <div key={v.title} className="feature-box feature-box--plain">
                <h3>{v.title}</h3>
                <p>{v.text}</p>
              </div>
            ))}
          </div>
        </section>

        <section className="section why" aria-labelledby="why-heading">
          <h2 id="why-heading">Why It Matters</h2>
          <p className="why__stat">
            <strong>60%</strong> of Africa's population is under 25.
          </p>
          <p className="prose-text">
            The youngest continent needs media that speaks to its young people: stories that make learning exciting,
            show real careers and celebrate the innovators next door.
          </p>
        </section>

        <section className="section" aria-labelledby="join-heading">
          <h2 id="join-heading">Join the Movement</h2>
          <div className="grid grid--4">
            {JOIN.map((j) => (
              <div key={j.title} className="feature-box feature-box--plain">
                <h3>{j.title}</h3>
                <p>{j.text}</p>
              </div>
            ))}
          </div>
          <div className="center cta-row">
            <button type="button" className="btn btn--primary">
              Get Involved
            </button>
            <Link to="/contact" className="btn btn--outline">
              Contact Us
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
