/** Tech Trends and Need to Know articles. People and projects named here are fictional. */
import { AUTHORS } from './authors.ts';
import type { SeedArticle } from './types.ts';

export const techAndKnowArticles: SeedArticle[] = [
  {
    slug: 'kigali-smart-classrooms',
    title: 'How Rwanda’s Smart Classrooms Are Rewriting the School Day',
    subtitle: 'Laptops, projectors and a lot of teacher training: inside the edtech push in Kigali schools',
    excerpt:
      'Rwanda has spent a decade wiring its classrooms. We spent a week in three Kigali schools to see what smart classrooms look like when the novelty wears off and the real teaching begins.',
    category: 'Tech Trends',
    author: AUTHORS.imani.name,
    authorBio: AUTHORS.imani.bio,
    tags: 'Rwanda, Kigali, edtech, smart classrooms, teacher training, digital skills',
    imageAlt: 'Stylised classroom with a projector screen and rows of laptops in red and amber tones',
    kicker: 'Smart Class',
    metaDescription: 'Inside Kigali’s smart classrooms: what Rwanda’s decade of school edtech looks like for teachers and students today.',
    daysAgo: 4,
    views: 9800,
    featured: true,
    mainPosition: 'main',
    momentum: 'rising',
    gallery: [
      { alt: 'Pupils working in pairs on laptops in a bright classroom', caption: 'Pairs share one laptop in most lessons: teachers say it doubles the talking and halves the distraction.', kicker: 'Pair Work' },
      { alt: 'A teacher pointing at a projected chemistry simulation', caption: 'A Senior 4 chemistry lesson uses a free simulation to show what the school lab cannot.', kicker: 'Simulate' },
    ],
    body: `The first thing you notice in a Kigali smart classroom is not the technology. It is how quickly the students stop noticing it. In a Senior 2 mathematics lesson we visited, thirty-eight students worked in pairs on laptops, the teacher moved between desks, and the projector showed a single graph for most of the hour. Nobody was filming anything.

## A decade of wiring

Rwanda has made digital skills a national priority for more than ten years, with a long-running programme to put computers in schools and connect them to the internet. Smart classrooms, rooms with a projector, a teacher laptop, student devices and a connection, are now common in urban secondary schools and spreading to rural ones.

Hardware was the easy part. The harder part, teachers told us, was changing what happens in the room once the devices arrive.

## What changed for teachers

The teachers we met described three shifts:

1. **Less copying from the board.** Notes are shared digitally, so lesson time goes to practice and discussion.
2. **More simulation.** Chemistry and physics teachers use free simulations to show experiments their labs cannot run.
3. **Faster feedback.** Short quizzes on the devices show which concepts the class missed before the lesson ends.

> "Before, I discovered in the exam that they did not understand. Now I discover it on Tuesday," said a physics teacher at a public school in Gasabo district.

## What still gets in the way

It is not all smooth. Connections drop when every classroom goes online at once. Devices break and repairs can take weeks. Some teachers, especially older ones, say training sessions were too short and too theoretical. Schools with a dedicated ICT technician fare much better than those without.

There is also an equity question. Students who have a computer at home practise more, and the gap between them and classmates who only touch a keyboard at school is visible by Senior 3.

## What students say

Students were the most enthusiastic and the most practical. They want more time on the devices, more coding, and fewer lessons that are just a textbook projected on a wall.

> "The laptop is not the teacher. It is a better notebook," one Senior 5 student said. "When the teacher is good, the laptop makes the lesson faster. When the teacher is not ready, it is just a big screen."

## The lesson for other countries

Rwanda's experience suggests that the devices are necessary but never sufficient. The schools doing best have invested as much in teacher time, technical support and reliable power as in laptops. For countries planning their own rollouts, that may be the most valuable data point of all.`,
  },
  {
    slug: 'nairobi-coding-bootcamps',
    title: 'Inside Nairobi’s Coding Bootcamps: Twelve Weeks to a First Tech Job?',
    subtitle: 'Graduates, instructors and recruiters on what intensive programmes really deliver',
    excerpt:
      'Coding bootcamps promise a tech career in months. We followed a cohort in Nairobi from the first day of JavaScript to the last demo day to see who got hired, and why.',
    category: 'Tech Trends',
    author: AUTHORS.wanjiru.name,
    authorBio: AUTHORS.wanjiru.bio,
    tags: 'coding bootcamps, Kenya, Nairobi, software development, tech jobs, JavaScript',
    imageAlt: 'Lines of code on a dark screen framed by bold red and yellow geometric shapes',
    kicker: 'Code',
    metaDescription: 'We followed a Nairobi coding bootcamp cohort from day one to demo day to see who got tech jobs and what made the difference.',
    daysAgo: 6,
    views: 18900,
    featured: true,
    trending: true,
    momentum: 'rising',
    body: `On the first morning of the cohort, the instructor asked thirty-two students why they had come. The answers ranged from "I want to build apps for farmers" to "my cousin earns in dollars". Twelve weeks later, we asked the same students what they had learned. Most of them started with the same word: discipline.

## What a bootcamp day looks like

Nairobi has a growing number of intensive coding programmes, some run by companies, some by nonprofits, some by former students. The one we followed ran from 8 a.m. to 5 p.m., five days a week:

- mornings of short lectures and live coding
- afternoons of pair programming on small projects
- a weekly code review where every student's work was read aloud
- a final group project presented to invited employers on demo day

Students paid through a mix of scholarships, family savings and income-share agreements that take a percentage of future salary.

## Who got hired

Three months after demo day, roughly half the cohort had paid work in tech: junior developer roles, internships, freelance contracts and quality assurance jobs. The other half were still searching, freelancing outside tech or considering a university degree.

The hired group had three things in common. They had finished every project, not just the group one. They had a public portfolio with code an interviewer could read. And they had kept talking to the instructors and alumni after the course ended.

> "Employers did not ask for the certificate once. They asked to see something I built and then asked me to change it in front of them," said a graduate now working at a fintech startup.

## What recruiters say

Recruiters we spoke with were positive but careful. Bootcamp graduates, they said, are often better at shipping a working feature than computer science graduates, but weaker on fundamentals such as data structures and databases. Many companies now hire both and pair them.

## Before you sign up

If you are considering a bootcamp, ask these questions:

1. What share of the last cohort is working in tech, and how is that counted?
2. Can I speak to graduates who did not get hired?
3. What exactly does an income-share agreement cost me if I earn well?
4. Is there career support after the course ends?

A bootcamp can compress years of self-teaching into months. It cannot do the work for you, and the best programmes are honest about that on the first day.`,
  },
  {
    slug: 'school-fees-mobile-money',
    title: 'Paying School Fees by Phone: What Mobile Money Changed for Families',
    subtitle: 'Fewer queues, fewer lost receipts and a new set of problems for bursars',
    excerpt:
      'Across East Africa, school fees increasingly travel by phone. Parents save time, schools save paperwork, and students no longer carry cash to class. But the shift has its own risks.',
    category: 'Tech Trends',
    author: AUTHORS.imani.name,
    authorBio: AUTHORS.imani.bio,
    tags: 'mobile money, school fees, fintech, East Africa, parents, digital payments',
    imageAlt: 'A phone screen showing a payment confirmation surrounded by geometric patterns',
    kicker: 'Pay',
    metaDescription: 'How mobile money changed school fee payments for families and schools in East Africa, and the new risks it brings.',
    daysAgo: 48,
    views: 5600,
    momentum: 'cooling',
    body: `Not long ago, the first week of term meant long queues at the bank, a paper deposit slip, and a student carrying that slip to the bursar's office like a passport. Lose it and you might be sent home. Today, in many East African schools, the slip is a text message.

## How it works

Schools register a business number with a mobile money provider or a bank. Parents send fees from their phones, entering the student's admission number as the reference. The school's system matches the payment to the student, and both sides get a confirmation.

For families the benefits are obvious:

- no travel to a bank branch, often a long trip from rural areas
- fees can be paid in instalments as money comes in
- relatives in cities or abroad can contribute directly
- students no longer carry large amounts of cash

## What schools gained

Bursars we spoke to described fewer arguments about missing payments and far less time spent counting cash. Some schools now send automatic reminders and balance statements by SMS, which parents say they prefer to letters that never leave a school bag.

## The new problems

Mobile payments bring their own headaches. The most common is a wrong reference number, which leaves money floating unmatched until someone investigates. Transaction fees add up for families paying in many small amounts. And fraudsters have noticed: fake messages announcing "new school payment numbers" circulate every term.

> "Our rule is simple. We never change our number by text message. If you receive one, call the office," said a bursar at a secondary school in Kisumu.

## Tips for families

1. Save the school's official number in your phone from a printed school document.
2. Double-check the student's admission number before sending.
3. Keep the confirmation message until the end of the year.
4. Ask the school for a statement each term and compare it with your messages.

Digital fees are not a cure for the deeper problem, which is that many families struggle to afford school at all. But they remove a layer of friction, and for a student who once missed a week of class over a lost deposit slip, that is no small thing.`,
  },
  {
    slug: 'offline-first-learning-apps',
    title: 'Offline-First: Why the Best African Learning Apps Assume No Signal',
    subtitle: 'Designing for patchy networks and shared phones',
    excerpt:
      'The learning apps students keep using are the ones that work with no data bundle. Developers explain the design choices behind offline-first education tools.',
    category: 'Tech Trends',
    author: AUTHORS.wanjiru.name,
    authorBio: AUTHORS.wanjiru.bio,
    tags: 'offline-first, mobile apps, edtech, connectivity, software design',
    imageAlt: 'A phone with a crossed-out signal icon surrounded by lesson cards',
    kicker: 'Offline',
    metaDescription: 'Why the learning apps African students keep using work offline, and how developers design for patchy networks.',
    daysAgo: 0,
    views: 0,
    status: 'draft',
    body: `Draft for the next Tech Trends issue. Interviews with three developers are in; the section on data costs still needs figures.

## Why offline matters

Mobile data is expensive relative to income in much of the continent, and coverage drops the moment you leave a town. An app that needs a connection for every lesson quietly excludes the students who need it most.

## Design choices that help

- download whole units at once, over school or library Wi-Fi
- store progress on the phone and sync it later
- keep videos short and offer audio-only versions
- let several learners share one device with separate profiles

## What the developers told us

All three developers we interviewed started by building online-only apps and rewrote them after their first field test. One watched a class of forty students wait five minutes for a single lesson video to load over one shared connection. Another discovered that most of her users opened the app only once a week, in town, when they could reach free Wi-Fi.

> "We thought our problem was the content. Our problem was the network," one of them said.

Their rewrites moved whole units onto the phone, cut video sizes by two thirds and added a small sync queue that uploads quiz results whenever a connection appears.

## Still to write

A section on how teachers see student progress when the phones rarely connect, and a short guide for student developers who want to build offline-first tools themselves. The developers we interviewed all said the same thing: test your app in airplane mode first, not last.`,
  },
  {
    slug: 'scholarship-season-guide',
    title: 'Scholarship Season: A Practical Guide to Fully Funded Programmes for African Students',
    subtitle: 'Where to look, when to start and how to write an application that gets read',
    excerpt:
      'Fully funded scholarships exist, and African students win them every year. The winners usually start early, read the criteria carefully and tell a specific story. Here is how to do the same.',
    category: 'Need to Know',
    author: AUTHORS.thandiwe.name,
    authorBio: AUTHORS.thandiwe.bio,
    tags: 'scholarships, funding, university, study abroad, application tips, Mastercard Foundation',
    imageAlt: 'A graduation cap and an open envelope on a bold red and gold background',
    kicker: 'Scholarships',
    metaDescription: 'Where to find fully funded scholarships for African students, when to start and how to write an application that stands out.',
    daysAgo: 15,
    views: 31200,
    trending: true,
    editorsPick: true,
    momentum: 'steady',
    body: `Every year, thousands of African students win scholarships that pay tuition, travel and living costs. Every year, many more qualified students never apply, because they assume those awards are for someone else. They are not. But winning one takes planning.

## Where the money comes from

Fully funded opportunities for African students tend to come from a few kinds of sources:

- **Foundations** such as the Mastercard Foundation Scholars Program, which partners with universities in Africa and abroad.
- **Governments**, through programmes like the UK's Chevening Scholarships, Germany's DAAD scholarships and many bilateral agreements.
- **Universities themselves**, which often have their own merit and need-based awards.
- **African institutions**, including pan-African universities and regional research centres.

Deadlines, eligibility and amounts change from year to year, so always confirm details on the official website. Never pay an agent to "guarantee" a scholarship; genuine programmes do not charge application fees to win them.

## Start six to twelve months early

Most successful applicants begin long before the deadline. You will need transcripts, recommendation letters, sometimes a language test, and essays that go through several drafts. Teachers and lecturers write better letters when they are not given three days' notice.

## What makes an application stand out

Selection panels read hundreds of essays. The ones they remember share a few features:

1. **Specific stories.** "I want to help my community" is forgettable. "I ran a Saturday maths class for twelve children in my village and four passed the national exam" is not.
2. **A clear plan.** Explain what you will study, why that programme, and what you will do afterwards.
3. **Evidence of leadership.** It does not have to be a title. Starting something, fixing something or teaching someone counts.
4. **Honesty about difficulty.** Panels respect students who have faced obstacles and can describe what they learned.

> "The essay that won me my scholarship was the fifth version. The first four were about who I thought they wanted. The fifth was about me," said a scholar now studying public health.

## After you submit

Prepare for interviews by practising aloud with a friend. Keep copies of everything. And if you are not selected, ask for feedback where possible and apply again: many scholars won on their second or third attempt.

The best time to start your application is now, while the deadline still feels far away.`,
  },
  {
    slug: 'afcfta-explained-for-students',
    title: 'AfCFTA, Explained for Students: Why a Single African Market Matters to Your Career',
    subtitle: 'The continental free trade agreement, without the jargon',
    excerpt:
      'The African Continental Free Trade Area aims to connect 1.4 billion people in one market. What does that mean for a student choosing a course or planning a business today?',
    category: 'Need to Know',
    author: AUTHORS.imani.name,
    authorBio: AUTHORS.imani.bio,
    tags: 'AfCFTA, trade, economics, careers, African Union, business',
    imageAlt: 'Map-inspired pattern of connected dots across a warm gradient',
    kicker: 'AfCFTA',
    metaDescription: 'A plain-language guide to the African Continental Free Trade Area and what it could mean for students and young founders.',
    daysAgo: 38,
    views: 4300,
    momentum: 'steady',
    body: `If you have heard of AfCFTA but could not explain it at a family dinner, you are not alone. The African Continental Free Trade Area is one of the biggest economic projects on the continent, and one of the least explained to the people who will live with its results: today's students.

## The short version

AfCFTA is an agreement among African Union member states to create a single market for goods and services. Over time, it aims to:

- reduce tariffs on most goods traded between African countries
- simplify customs procedures at borders
- make it easier for service businesses to operate in several countries
- set common rules on investment, competition and digital trade

Today, African countries trade far more with the rest of the world than with each other. The agreement is designed to change that.

## Why students should care

A larger market changes the maths for young businesses. A food processing startup in Uganda or a software company in Senegal could sell to customers across the continent with fewer barriers. That creates demand for skills that cross borders:

1. **Trade and logistics**: customs specialists, supply chain managers and freight planners.
2. **Languages**: French, Portuguese, Arabic and Swahili speakers who can work across regions.
3. **Law and policy**: people who understand rules of origin, contracts and dispute resolution.
4. **Digital services**: payments, e-commerce and software that work in many countries at once.

## The honest caveats

Implementation is slow. Agreements signed by governments take years to show up at a border post. Infrastructure gaps, from roads to payment systems, still make trade between neighbours expensive. And benefits will not be shared equally unless smaller businesses can actually use the new rules.

> "The agreement opens the door. Young people still have to build the road to it," a trade lecturer in Accra told us.

## What to do with this

If you are choosing electives, consider a language or a course in international business alongside your main subject. If you are building a business, read your country's AfCFTA guidance early. The students who understand the rules first will be the ones who use them best.`,
  },
  {
    slug: 'exam-results-next-steps',
    title: 'Got Your Exam Results? How to Read Them, Query Them and Plan Your Next Step',
    subtitle: 'A calm checklist for the week results come out',
    excerpt:
      'Whether your results were a celebration or a shock, the week they arrive matters. Here is how to check them properly, when to request a re-mark and how to plan what comes next.',
    category: 'Need to Know',
    author: AUTHORS.amara.name,
    authorBio: AUTHORS.amara.bio,
    tags: 'exam results, re-marking, university admission, WAEC, KCSE, planning',
    imageAlt: 'A results slip and a checklist on a bright geometric background',
    kicker: 'Results',
    metaDescription: 'How to read your exam results, when to query or request a re-mark, and how to plan your next step calmly.',
    daysAgo: 22,
    views: 7800,
    momentum: 'cooling',
    body: `Results day arrives with a flood of messages, screenshots and opinions. Before you decide anything, take a breath. The next few days involve some practical steps that are easy to miss when emotions are high.

## Step one: check the details

Whether your results come from WAEC, KCSE, NECTA, the NSC or another board, read them carefully:

- confirm your name, candidate number and subjects are correct
- check that every subject you sat appears with a grade
- note any grade marked as withheld or pending, and find out why

Errors do happen. Catching them in the first week is far easier than in the first month.

## Step two: decide whether to query

Most examination boards allow candidates to request a re-mark or a review within a fixed period, usually for a fee. It may be worth considering if:

1. a grade is far below your mock results and your teachers' expectations
2. you were one grade short of a university requirement
3. there is an obvious administrative error

Talk to your teachers before you pay. They know how your work compares with the grade you received. Re-marks can go down as well as up, although significant changes are rare.

## Step three: plan with what you have

> "My results were not what I wanted. The plan I made that week is the reason I am in university now," a second-year engineering student told us.

If your results met your goals, confirm your application deadlines and gather documents now. If they did not, you still have options:

- **Different routes in**: diplomas and foundation programmes often lead to degree entry later.
- **Resitting**: many boards offer private candidate sittings; plan which subjects matter most.
- **A gap period with a purpose**: work, volunteering or a short course can strengthen an application.
- **Technical and vocational training**: many skilled trades pay better than some graduate jobs.

## Step four: look after yourself

Results do not measure your intelligence or your worth. If you feel overwhelmed, talk to someone you trust, and read our Mind and Body Quest guide to exam stress. In five years, nobody will ask about one grade. They will ask what you did next.`,
  },
];
