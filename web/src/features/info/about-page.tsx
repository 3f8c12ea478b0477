/** /about: story, What We Do, mission, vision, How We Work, Why It Matters, Join the Movement. */
import '../../styles/inner-pages.css';
import { Link } from 'react-router-dom';
import { useHead } from '../../lib/head.tsx';
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

export function AboutPage() {
  useHead({
    title: 'About Us',
    description:
      'Insight Media is a magazine, TV show and podcast about education and innovation in Africa, made for and with young people.',
  });
  return (
    <div className="about">
      <section className="about-hero">
        <div className="container container--narrow">
          <p className="eyebrow eyebrow--light">About Insight Media</p>
          <h1>Telling the story of Africa's learners and innovators</h1>
          <p>
            Insight Media began with a simple idea: young Africans deserve media that takes their ambitions seriously. We
            started by writing about the classrooms, labs and startups we saw changing our communities, and grew into a
            magazine, a TV show and a podcast that reach young people across the continent.
          </p>
        </div>
      </section>

      <div className="container page">
        <section className="section" aria-labelledby="story-heading">
          <h2 id="story-heading">Our Story</h2>
          <p className="prose-text">
            From a student newsletter in Kigali to a media platform with readers, viewers and listeners in many countries,
            our story is the story of the people we cover: curious, resourceful and determined to build something that
            lasts. Every article, episode and conversation is made to inform, inspire and open doors.
          </p>
        </section>

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
          <div className="panel panel--accent">
            <h2>Our Mission</h2>
            <p>
              To inform, inspire and connect young Africans through stories of education and innovation, so that every
              young person can see what is possible and find a path to it.
            </p>
          </div>
          <div className="panel panel--accent">
            <h2>Our Vision</h2>
            <p>
              An Africa where every young person has access to the knowledge, role models and opportunities they need to
              shape the continent's future.
            </p>
          </div>
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
