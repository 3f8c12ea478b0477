/** Echoes of Home and Career Campus articles. People and projects named here are fictional. */
import { AUTHORS } from './authors.ts';
import type { SeedArticle } from './types.ts';

export const homeAndCareerArticles: SeedArticle[] = [
  {
    slug: 'grandmother-stories-podcast',
    title: 'My Grandmother’s Stories Are Now a Podcast in Luganda',
    subtitle: 'A Makerere student recorded the folk tales of her village before they disappeared',
    excerpt:
      'A communications student in Kampala spent her holidays recording her grandmother’s stories. The resulting Luganda podcast has listeners in five countries and a waiting list of other grandmothers.',
    category: 'Echoes of Home',
    author: AUTHORS.fatou.name,
    authorBio: AUTHORS.fatou.bio,
    tags: 'oral history, Luganda, Uganda, storytelling, podcasting, heritage',
    imageAlt: 'A microphone in front of concentric patterned circles in earth tones',
    kicker: 'Stories',
    metaDescription: 'A Kampala student recorded her grandmother’s Luganda folk tales as a podcast that now reaches listeners in five countries.',
    daysAgo: 19,
    views: 2600,
    momentum: 'steady',
    gallery: [
      { alt: 'A phone recording app on a wooden stool beside a woven mat', caption: 'The whole studio: a borrowed phone, a clip-on microphone and a quiet afternoon.', kicker: 'Record' },
      { alt: 'Handwritten notes listing story titles in Luganda', caption: 'The running list of stories still to record, kept in an exercise book.', kicker: 'Notes' },
    ],
    body: `The stories always started the same way, with a question the children had to answer before their grandmother would continue. For years, that call and response lived only in a village near Masaka. Now it lives in a podcast.

## How it began

Nakato, a third-year communications student in Kampala, realised during a holiday visit that her younger cousins no longer knew the stories she had grown up with. They knew cartoons and music videos. They did not know why the tortoise has a cracked shell.

She borrowed a phone with a good microphone, bought a cheap clip-on mic, and asked her grandmother if she would tell the stories again, this time for a recording.

## Recording without a studio

The first sessions were not smooth. Chickens interrupted. Neighbours dropped by. Her grandmother stopped mid-story to ask who would be listening. Nakato learned a few practical tricks:

- record in the late afternoon, after chores and before the evening noise
- place the phone on a folded cloth to cut the vibration from the table
- let the storyteller finish, then ask for a retake of one section only
- write the story's title and the date in a notebook before pressing record

Each episode is fifteen to twenty minutes, in Luganda, with a short English summary at the end for listeners who are still learning.

## Who listens

The podcast now has listeners in Uganda, Kenya, the United Kingdom, Canada and the United States. Many are in the diaspora, parents who want their children to hear the language spoken by an elder.

> "A mother in Toronto wrote to say her son now asks for the tortoise story at bedtime. My grandmother laughed for a full minute when I read it to her."

## Other grandmothers are waiting

Since the podcast launched, three other families have asked Nakato to record their elders. She is training two classmates to help, and has started a shared archive with the consent of every storyteller.

## Start your own archive

If an elder in your family holds stories, the best time to record them is this holiday. Ask permission, explain who will hear it, and keep copies in at least two places. The technology is the easy part. The hard part is remembering to ask before it is too late.`,
  },
  {
    slug: 'graduates-returning-home',
    title: 'Coming Home to Build: Why Young Graduates Are Returning to Accra and Kigali',
    subtitle: 'After studying abroad, a growing number of young Africans are choosing to come back',
    excerpt:
      'For a generation, studying abroad often meant staying abroad. Today more graduates are returning to start companies, teach and build. We asked them why, and what they wish they had known.',
    category: 'Echoes of Home',
    author: AUTHORS.imani.name,
    authorBio: AUTHORS.imani.bio,
    tags: 'diaspora, returnees, Accra, Kigali, startups, careers',
    imageAlt: 'A stylised airplane path arcing back towards a rising sun',
    kicker: 'Return',
    metaDescription: 'Why more young African graduates are returning home after studying abroad, and what they wish they had known first.',
    daysAgo: 8,
    views: 6100,
    featured: true,
    momentum: 'rising',
    body: `Kojo finished his master's degree in engineering in Germany with a job offer in Munich. He turned it down. Eighteen months later he runs a small company in Accra that installs solar systems for clinics. He is one of a growing group of young Africans who studied abroad and decided to come home.

## Why they come back

The returnees we interviewed in Accra and Kigali gave reasons that mixed the personal and the practical:

- **Opportunity**: problems at home feel large enough to build a career around.
- **Family**: parents are getting older, and video calls were not enough.
- **Belonging**: many felt permanently foreign abroad, however well they did.
- **Momentum**: startup ecosystems, hubs and investors are more active than a decade ago.

> "In Europe I was a good engineer in a big company. Here I am the engineer a hospital calls when the power fails during surgery. That is a different kind of meaning," Kojo said.

## The reverse culture shock

Coming home is not simple. Returnees described salaries far lower than they had been offered abroad, slow bureaucracy, and relatives who assumed they had returned because they failed. Some found that their foreign qualifications were not recognised without extra paperwork.

Several also admitted they had to relearn how business works locally. Relationships and trust matter more than cold emails. Payment terms are long. Customers want to meet you in person.

## What they wish they had known

We asked every returnee for one piece of advice:

1. Keep your professional network abroad alive; it becomes a source of partners and clients.
2. Save at least six months of living costs before you move.
3. Spend a few weeks at home before committing, to test your plan against reality.
4. Find other returnees early; they will save you months of mistakes.

## Is it for you?

Returning is not a duty, and staying abroad is not a betrayal. Many diaspora professionals contribute enormously through investment, mentoring and remote work. But for those who feel the pull, the message from Accra and Kigali is encouraging: the door is open, and the people who walked through it are happy to show you the way.`,
  },
  {
    slug: 'geometry-of-kente',
    title: 'Patterns as Mathematics: The Geometry Hidden in Kente and Ndebele Art',
    subtitle: 'A maths teacher uses traditional designs to teach symmetry, ratios and algorithms',
    excerpt:
      'Kente cloth and Ndebele wall paintings are full of symmetry, repetition and rules. One teacher uses them to make geometry click for students who thought maths had nothing to do with home.',
    category: 'Echoes of Home',
    author: AUTHORS.fatou.name,
    authorBio: AUTHORS.fatou.bio,
    tags: 'kente, Ndebele, ethnomathematics, geometry, culture, teaching',
    imageAlt: 'Bold geometric kente-style stripes in gold, green and red',
    kicker: 'Kente Maths',
    metaDescription: 'How kente cloth and Ndebele wall art help students learn symmetry, ratios and algorithms through their own heritage.',
    daysAgo: 30,
    views: 3900,
    editorsPick: true,
    momentum: 'steady',
    body: `Hold a strip of kente cloth up to the light and you are looking at a set of instructions. Each block repeats, reflects or rotates according to rules the weaver knows by heart. To a mathematician, that is an algorithm. To a secondary school teacher in Kumasi, it is the best geometry lesson she has ever taught.

## Mathematics on the loom

Kente is woven in narrow strips that are sewn together edge to edge. Within each strip, weavers repeat motifs using a small set of transformations:

- **translation**: the same block repeated along the strip
- **reflection**: a motif mirrored across a line
- **rotation**: a pattern turned by a half or quarter turn
- **alternation**: two blocks swapped in a regular rhythm

Students who struggle with abstract notation often recognise these moves immediately when they see them in cloth their family wears to weddings.

## Ndebele walls as coordinate grids

In Southern Africa, Ndebele wall paintings use bold outlines, bright fills and strict symmetry. The teacher gives her class squared paper and asks them to reproduce a section of a mural, then describe it with coordinates and transformations. By the end of the lesson they are writing rules such as "reflect in the vertical line x = 6" without noticing they are doing algebra.

> "One boy told me, 'So my grandmother has been doing maths all her life.' I said yes. That was the moment the class changed," the teacher recalls.

## Why culture helps learning

Researchers call this approach ethnomathematics: finding mathematical ideas in cultural practices. It does not replace the syllabus. It gives students a way in, and it challenges the idea that mathematics is something that arrived from elsewhere.

## Try it yourself

You can explore this at home with a pencil and squared paper:

1. Pick a pattern from a fabric, basket or painted wall you know.
2. Find the smallest block that repeats.
3. Describe how it moves: slide, flip or turn.
4. Write the rule so a classmate could redraw the pattern without seeing it.

You will have written an algorithm. The weavers got there first.`,
  },
  {
    slug: 'saving-newspaper-archives',
    title: 'Racing to Save Old Newspapers: Students Digitise Dakar’s Press Archives',
    subtitle: 'History students scan decades of fragile newsprint before it crumbles',
    excerpt:
      'In a university basement in Dakar, students are scanning newspapers from the independence era, page by fragile page, so that the next generation can read their country’s first drafts of history.',
    category: 'Echoes of Home',
    author: AUTHORS.fatou.name,
    authorBio: AUTHORS.fatou.bio,
    tags: 'archives, Senegal, Dakar, history, digitisation, newspapers',
    imageAlt: 'Stacks of yellowed newspapers rendered as layered geometric shapes',
    kicker: 'Archives',
    metaDescription: 'History students in Dakar are scanning independence-era newspapers before the fragile pages crumble.',
    daysAgo: -4,
    views: 0,
    status: 'scheduled',
    body: `The paper is so brittle that the students wear cotton gloves and turn each page with a flat wooden spatula. Some of these newspapers were printed in the months around Senegal's independence, and a few pages exist in no other collection. Every week, a group of history students at a Dakar university scans about four hundred of them.

## Why the rush

Newsprint was never meant to last. It yellows, cracks and eventually falls apart, especially in heat and humidity. Archivists estimate that some of the collection has only a few years left before pages become unreadable.

## How the work is done

The students work in pairs, one handling the paper, one operating a camera rig built from a copy stand and two lamps. Each scan is:

- named with the title, date and page number
- checked for focus and glare before the page is put away
- stored in two places, one of them off campus
- added to a spreadsheet that will become the public catalogue

## What they are finding

Beyond the headlines, the students have found advertisements, letters to the editor, football results and school exam lists, an everyday record of a society in transition.

> "You read the big speeches in textbooks. Here you read what bread cost and which film was showing that week. That is history too," said one of the student volunteers.

## Who can use it

The catalogue is being built with secondary school teachers in mind as well as researchers. A history teacher in Thiès has already asked for front pages from the week of independence to use in class, so students can compare how different papers told the same story.

The project hopes to open an online reading room next year, free for students and researchers.`,
  },
  {
    slug: 'first-internship-playbook',
    title: 'Landing Your First Internship Without Connections: A Practical Playbook',
    subtitle: 'No uncle in HR? Here is what works instead',
    excerpt:
      'Many internships are filled through personal networks, which feels unfair if you do not have one. The good news: you can build a network deliberately. Here is a week-by-week plan.',
    category: 'Career Campus',
    author: AUTHORS.thandiwe.name,
    authorBio: AUTHORS.thandiwe.bio,
    tags: 'internships, careers, networking, LinkedIn, job search, students',
    imageAlt: 'Rising steps in red and amber leading towards an open door',
    kicker: 'Internship',
    metaDescription: 'A week-by-week plan to land your first internship without family connections, from portfolio to follow-up.',
    daysAgo: 11,
    views: 14300,
    trending: true,
    momentum: 'rising',
    body: `"Who do you know?" is the question that makes many students give up before they start. It is true that plenty of internships go to friends and relatives of staff. It is also true that networks can be built, deliberately and quickly, by students who know nobody.

## Week one: decide what you are offering

Employers do not hire "hardworking and passionate". They hire someone who can do a specific task. Pick two or three things you can genuinely do, such as writing clear reports, cleaning data in a spreadsheet, designing social media graphics or building a simple website, and gather proof:

- a class project you are proud of
- a volunteer task you completed for a church, mosque or club
- a small piece of work you create this week, just to show

## Week two: build a short list of targets

Make a list of twenty organisations you would like to work for. Include small ones. Startups, NGOs, local businesses and university departments often take interns but never advertise. For each one, find a named person: a team lead, a founder, an alumnus of your school.

## Week three: reach out properly

Send short, specific messages. Here is a template that works:

> "Good morning Ms Achieng. I am a second-year statistics student at the University of Nairobi. I saw your team's report on youth employment and I cleaned a similar dataset for a class project (attached). Would you have fifteen minutes to tell me how interns contribute to your work?"

Notice what it does: it names a real piece of their work, shows a real piece of yours, and asks for advice rather than a job.

## Week four: follow up and keep going

Most people do not reply to the first message. A polite follow-up a week later doubles your chances. Track every contact in a simple table: name, date, reply, next step. Expect perhaps three conversations from twenty messages, and one opportunity from those conversations.

## Things that quietly help

1. Join one student society and actually do work for it.
2. Attend talks and ask one good question, then introduce yourself afterwards.
3. Keep your LinkedIn profile or portfolio updated with what you can do.
4. Thank everyone who helps, and tell them later how it went.

Connections are not something you are born with. They are something you make, one conversation at a time.`,
  },
  {
    slug: 'nigerian-student-founders',
    title: 'Student Founders in Nigeria: Building Startups Between Lectures',
    subtitle: 'Three campus companies, one shared problem: time',
    excerpt:
      'From a laundry delivery app in Ibadan to a past-questions platform in Enugu, Nigerian students are launching companies before graduation. They told us what works, what breaks and what they would change.',
    category: 'Career Campus',
    author: AUTHORS.tunde.name,
    authorBio: AUTHORS.tunde.bio,
    tags: 'student founders, Nigeria, startups, entrepreneurship, Lagos, campus life',
    imageAlt: 'A rocket shape launching over a stylised campus skyline',
    kicker: 'Founders',
    metaDescription: 'Nigerian student founders share how they build startups between lectures, from campus laundry apps to study platforms.',
    daysAgo: 5,
    views: 9700,
    featured: true,
    momentum: 'rising',
    gallery: [
      { alt: 'A small team discussing around a laptop in a hostel common room', caption: 'Sunday planning in a hostel common room: the only hour all four co-founders are free.', kicker: 'Team' },
      { alt: 'Sticky notes on a wall mapping a product roadmap', caption: 'The roadmap lives on a wall, not in software, because everyone walks past it.', kicker: 'Roadmap' },
    ],
    body: `It is 11 p.m. in a hostel in Ibadan and Chidera is answering customer messages between paragraphs of a pharmacology assignment. Her startup collects laundry from student hostels, washes it through partner launderers and returns it in forty-eight hours. It has four hundred regular customers and one very tired founder.

## Three campus companies

We spoke to founders of three student startups in Nigeria:

- **A laundry pickup service in Ibadan**, started because its founder hated losing Saturdays to washing.
- **A past-questions and study-notes platform in Enugu**, built by two engineering students who were tired of photocopied exam papers.
- **A campus food delivery service in Lagos**, run by a team of four from a single shared phone for the first six months.

None of them has raised large investments. All of them earn revenue.

## Why campuses make good launchpads

Students live close together, share the same problems and talk constantly. That makes a campus a concentrated test market. A product that works for one hostel can be copied to the next in a week.

> "On campus, your customers are your classmates. If the service is bad, they tell you in the lecture hall," said the co-founder of the study platform.

## What breaks

The founders were honest about the costs:

1. **Grades.** Two of them have had to resit a course. All three wish they had protected exam weeks better.
2. **Cash flow.** Customers pay late; suppliers want money now.
3. **Team friction.** Friends make good co-founders until someone stops showing up.
4. **Holidays.** When campus empties, revenue drops to almost nothing.

## What they would do differently

Write down who owns what from day one, even between best friends. Set a weekly limit on hours and keep it during exams. Talk to the university's entrepreneurship centre early, since many offer free mentoring, workspace and small grants that students never claim.

## Should you start now?

The founders do not agree. Chidera says yes: the risks are lowest while you have no rent and no dependants. The Enugu pair say only if your course load allows it. What they all agree on is this: start small, charge money early, and never let the company become the reason you do not graduate.`,
  },
  {
    slug: 'one-page-cv',
    title: 'The One-Page CV: What Recruiters in Johannesburg and Nairobi Actually Read',
    subtitle: 'Six seconds, one page, no photo: a recruiter’s guide for graduates',
    excerpt:
      'Graduate recruiters scan a CV in seconds before deciding to read on. We asked recruiters in Johannesburg and Nairobi what makes them stop, and what makes them move on.',
    category: 'Career Campus',
    author: AUTHORS.thandiwe.name,
    authorBio: AUTHORS.thandiwe.bio,
    tags: 'CV, resume, graduate jobs, recruitment, job applications',
    imageAlt: 'A single sheet of paper with highlighted lines on a geometric backdrop',
    kicker: 'CV',
    metaDescription: 'Recruiters in Johannesburg and Nairobi explain what they read on a graduate CV and what makes them move on.',
    daysAgo: 44,
    views: 5200,
    momentum: 'cooling',
    body: `A graduate recruiter at a large bank in Johannesburg told us she reads about three hundred CVs a week during the hiring season. She does not read them all the way through. She scans for a few seconds, and if nothing catches her eye, she moves on. Your CV's first job is to survive those seconds.

## What recruiters look at first

Across the recruiters we interviewed, the same things drew the eye:

- your name and a professional e-mail address at the top
- your degree, institution and expected graduation date
- one or two concrete achievements with numbers
- relevant skills that match the advert's wording

They rarely read objectives, hobbies lists or long descriptions of school duties.

## Keep it to one page

For a graduate with limited work experience, one page is enough. Two pages usually mean padding. Cut anything that does not help a stranger decide whether to interview you.

## Show results, not duties

Compare these two lines:

> "Responsible for social media at the debating society."

> "Grew the debating society's Instagram following from 300 to 2,100 in one year and filled two public events."

The second one answers the recruiter's real question: what happens when this person is given a task?

## Things to leave off

1. A photo, unless the advert asks for one.
2. Your date of birth, ID number, marital status or religion.
3. A long list of software you used once.
4. References: write "available on request" or leave them out.

## Tailor every application

Recruiters can spot a CV sent to fifty companies unchanged. Adjust your summary and reorder your experience to match each role. Use the same words the job advert uses when they honestly describe your skills, because many companies now screen applications with software before a person sees them.

A good CV will not get you a job on its own. It gets you the interview, and that is exactly its job.`,
  },
];
