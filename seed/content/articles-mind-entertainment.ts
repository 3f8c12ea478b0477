/** Mind and Body Quest and E! Corner articles. People and projects named here are fictional. */
import { AUTHORS } from './authors.ts';
import type { SeedArticle } from './types.ts';

export const mindAndEntertainmentArticles: SeedArticle[] = [
  {
    slug: 'exam-stress-what-helps',
    title: 'Exam Stress Is Real. Here Is What Actually Helps',
    subtitle: 'A counselling psychologist separates useful habits from myths',
    excerpt:
      'A racing heart before a paper is normal. Weeks of sleepless panic are not. A counselling psychologist explains what stress does to your brain and which habits genuinely help during exam season.',
    category: 'Mind and Body Quest',
    author: AUTHORS.zawadi.name,
    authorBio: AUTHORS.zawadi.bio,
    tags: 'mental health, exam stress, anxiety, wellbeing, study habits, students',
    imageAlt: 'Soft overlapping circles in calm blues and warm oranges suggesting breathing',
    kicker: 'Breathe',
    metaDescription: 'What exam stress does to your brain and the habits that genuinely help, from a counselling psychologist who works with students.',
    daysAgo: 14,
    views: 11800,
    trending: true,
    momentum: 'steady',
    body: `Every exam season, students come to my office with the same worry: "Something is wrong with me. I studied, but when I sit down my mind goes blank." Usually nothing is wrong with them. Their body is doing exactly what it was designed to do, just at the wrong moment.

## What stress does

When you feel threatened, your body releases hormones that speed up your heart and sharpen your attention. That is helpful if you need to run from danger. In an exam hall, a little of it keeps you alert. Too much of it crowds out the working memory you need to recall formulas and build arguments.

The goal, then, is not to feel no stress. It is to keep it at a level where it helps.

## What actually helps

These habits have good evidence behind them and cost nothing:

- **Practice under exam conditions.** Timed past papers make the real thing feel familiar, and familiar feels less threatening.
- **Sleep, especially before the exam.** Memory consolidates during sleep; an all-nighter trades understanding for panic.
- **Move your body.** A twenty-minute walk reduces tension and improves concentration.
- **Slow your breathing.** Breathe in for four counts and out for six, for two minutes. Longer exhales calm the nervous system.
- **Write the worry down.** Ten minutes of writing about your worries before an exam can free up mental space.

## What does not help

Energy drinks late at night, comparing revision hours with friends, and scrolling social media "to relax" at 1 a.m. all make things worse. So does studying the same notes again and again without testing yourself.

> "I stopped counting how many hours I studied and started counting how many past questions I could answer. My anxiety dropped because I could see progress," one student told me.

## When to ask for help

Stress becomes a problem when it lasts for weeks, stops you sleeping or eating, or leads to thoughts of hopelessness or self-harm. If that is you, please talk to someone: a counsellor at your school or university, a trusted teacher, a family member or a health worker. Asking for help is a skill, not a weakness.

Exams matter. You matter more.`,
  },
  {
    slug: 'peer-counsellors-kenya',
    title: 'Breaking the Silence: Student Peer Counsellors on Kenyan Campuses',
    subtitle: 'Trained students are often the first people classmates talk to',
    excerpt:
      'Many students will not walk into a counselling office, but they will talk to a classmate. Kenyan universities are training peer counsellors to listen well, and to know when to refer.',
    category: 'Mind and Body Quest',
    author: AUTHORS.zawadi.name,
    authorBio: AUTHORS.zawadi.bio,
    tags: 'peer counselling, mental health, Kenya, universities, stigma, listening',
    imageAlt: 'Two speech bubbles overlapping in warm colours on a calm background',
    kicker: 'Listen',
    metaDescription: 'How trained student peer counsellors on Kenyan campuses help classmates talk about mental health and find professional support.',
    daysAgo: 25,
    views: 4700,
    editorsPick: true,
    momentum: 'steady',
    body: `The counselling centre at many universities sits in a quiet building with a sign that students walk past quickly. Nobody wants to be seen going in. So several Kenyan universities have brought the first conversation to where students already are: the hostel, the library, the football pitch.

## Who peer counsellors are

Peer counsellors are ordinary students, from first years to final years, who volunteer for training. They are not therapists, and they are clear about that. Their training covers:

- active listening: reflecting what you hear instead of jumping to advice
- recognising signs of depression, anxiety and substance misuse
- what to do in a crisis, including when someone is at risk of harming themselves
- how and when to refer a friend to professional counsellors
- confidentiality and its limits

They meet regularly with a professional supervisor who supports them and reviews difficult situations.

## Why it works

Students often say the hardest step is the first sentence. Saying "I am not okay" to a peer who has been trained not to judge is easier than saying it to an adult behind a desk.

> "He did not try to fix me. He asked questions and then he walked with me to the counselling centre. I would never have gone alone," a second-year student said about the peer counsellor on her hostel floor.

Counselling centres that work with peer programmes report more students arriving earlier, before problems become emergencies.

## Looking after the helpers

Listening to others' pain is heavy. Good programmes limit how many students each peer counsellor supports, require regular supervision and encourage counsellors to use the service themselves. Burnout among helpers is a real risk, and the best programmes take it seriously.

## If you want to help

Ask your student affairs office whether your campus has a peer counselling programme. If it does not, that office is the place to propose one. And even without training, you can be a better friend today: ask how someone is doing, then ask again, and listen to the answer.

If you or a friend are in crisis, contact your campus counselling service or local emergency services straight away.`,
  },
  {
    slug: 'phones-sleep-grades',
    title: 'Your Phone, Your Sleep and Your Grades',
    subtitle: 'Why the last hour before bed matters more than you think',
    excerpt:
      'Late-night scrolling steals more than sleep time. It delays your body clock and weakens memory. Small changes to your evening routine can make a measurable difference to how you learn.',
    category: 'Mind and Body Quest',
    author: AUTHORS.kwabena.name,
    authorBio: AUTHORS.kwabena.bio,
    tags: 'sleep, smartphones, health, memory, study habits, screen time',
    imageAlt: 'A crescent moon over a phone glowing in a dark blue geometric night sky',
    kicker: 'Sleep',
    metaDescription: 'How late-night phone use affects sleep, memory and grades, plus simple evening habits that help students learn better.',
    daysAgo: 55,
    views: 3100,
    momentum: 'cooling',
    body: `You tell yourself you will check one message before sleeping. Forty minutes later you are watching a stranger cook noodles. Almost every student has been there. The cost is bigger than those forty minutes.

## What happens at night

During sleep, your brain replays and stores what you learned during the day. Deep sleep helps lock in facts; later sleep stages help connect ideas and solve problems. Cut sleep short and the day's learning is only partly saved.

Phones interfere in three ways:

1. **Time.** Scrolling pushes bedtime later while the alarm stays the same.
2. **Light.** Bright screens in the evening can delay the body's sleep signals.
3. **Arousal.** Group chats, games and arguments keep the mind alert when it should be winding down.

## Small changes that work

You do not need to throw your phone into a river. Try these for two weeks and notice the difference:

- charge your phone outside your sleeping area, or at least out of arm's reach
- set a "last scroll" alarm an hour before you plan to sleep
- switch on night mode and lower the brightness after sunset
- use the hour before bed for something calm: reading, prayer, stretching, a chat with family
- keep the same wake-up time on weekends, within an hour

> "I moved my charger to the table across the room. The first week I hated it. By the third week I was waking up before my alarm," a university student in Accra told us.

## When sleep problems persist

If you regularly lie awake for a long time, wake often during the night or feel exhausted despite enough hours in bed, talk to a health worker. Sleep problems can be linked to stress, anxiety or other health issues that deserve proper attention.

## The bottom line

Good sleep is not laziness. It is part of studying. The hours you protect at night are the hours that turn today's lessons into tomorrow's answers.`,
  },
  {
    slug: 'school-lab-music-producers',
    title: 'From Afrobeats to Amapiano: Producers Who Started in the School Computer Lab',
    subtitle: 'Free software, borrowed headphones and a lot of lunch breaks',
    excerpt:
      'Some of the most exciting young producers on the continent made their first beats on school computers during lunch. We met three of them and asked how a computer lab became a studio.',
    category: 'E! Corner',
    author: AUTHORS.tunde.name,
    authorBio: AUTHORS.tunde.bio,
    tags: 'music production, Afrobeats, Amapiano, creative careers, youth culture, Lagos',
    imageAlt: 'Sound wave bars and a vinyl record in bold red, purple and gold',
    kicker: 'Beats',
    metaDescription: 'Three young African music producers who made their first beats in school computer labs explain how they built their careers.',
    daysAgo: 17,
    views: 16400,
    momentum: 'steady',
    body: `The computer lab at a Lagos secondary school was meant for typing lessons and spreadsheet exercises. For Segun, it was a studio. Every lunch break for two years he sat at the corner machine with borrowed headphones, building drum patterns in free music software.

Today he produces for upcoming artists and has a track with several million streams. He still remembers the lab's password.

## The lunch-break generation

Segun is part of a generation of producers whose first instrument was a school computer or a cheap phone. We also spoke with a producer in Pretoria who learned Amapiano log drum patterns from online tutorials on his phone, and a producer in Nairobi who started by remixing gospel songs for her church youth group.

What they share is not expensive equipment. It is hours of practice and a willingness to share work before it felt ready.

## How they learned

- **Copying, then changing.** Each recreated songs they loved, then altered one element at a time.
- **Online tutorials.** Free videos taught them mixing, sampling and arrangement.
- **Feedback circles.** Small groups of friends who traded beats and honest opinions.
- **Constraints.** Limited software forced creativity with what was available.

> "My laptop could not handle big plugins, so I learned to make the drums hit with almost nothing. That became my sound," the Pretoria producer said.

## The business side

Talent is only half of it. All three warned young producers to understand splits, registration with collecting societies and contracts before signing anything. Two had lost money on early tracks because nobody wrote down who owned what.

## Advice for beginners

1. Start with free software and the device you have.
2. Finish songs, even bad ones; finishing is a skill.
3. Learn the basics of music theory; it speeds everything up.
4. Credit collaborators and put agreements in writing, even with friends.
5. Protect your ears: keep the volume sensible and take breaks.

## Schools are noticing

A few schools now run after-school music technology clubs, sometimes with help from local producers. Segun visits his old school once a term to run a workshop in the same lab. The corner computer has been replaced, he says, but there is still always a student waiting for it at lunch.`,
  },
  {
    slug: 'smartphone-filmmakers',
    title: 'Lights, Phone, Action: Students Shooting Short Films on Smartphones',
    subtitle: 'A campus film club in Kumasi is proving you do not need a cinema camera to tell a story',
    excerpt:
      'With phones, clip-on microphones and a lot of ingenuity, a university film club in Kumasi makes short films that have screened at festivals. Here is how they work, and how you can start.',
    category: 'E! Corner',
    author: AUTHORS.tunde.name,
    authorBio: AUTHORS.tunde.bio,
    tags: 'filmmaking, smartphones, short films, Ghana, Kumasi, Nollywood, creative skills',
    imageAlt: 'A clapperboard and a phone camera lens in warm cinematic colours',
    kicker: 'Film',
    metaDescription: 'A Kumasi student film club shoots festival short films on smartphones. Their workflow, kit list and tips for beginners.',
    daysAgo: 32,
    views: 6900,
    momentum: 'steady',
    gallery: [
      { alt: 'Students setting up a phone on a small tripod in a courtyard', caption: 'Blocking a scene in the faculty courtyard: the tripod cost less than a textbook.', kicker: 'On Set' },
      { alt: 'A laptop showing a video editing timeline', caption: 'Editing happens overnight on a shared laptop, with the director and editor arguing politely.', kicker: 'Edit' },
    ],
    body: `The film club's kit fits in a backpack: two smartphones, a small tripod, a clip-on microphone, a reflector made from a car sunshade and a power bank. With it, a group of university students in Kumasi has made eleven short films in two years. Two have screened at regional festivals.

## Story first

The club's rule is that no one touches a phone until the story works on paper. Every film starts as a one-page outline that the group reads aloud. If the outline cannot make the room laugh, worry or argue, it goes back for rewriting.

## Making a phone look like cinema

Members have learned a few techniques that lift their images:

- **Lock exposure and focus** so the picture does not pulse when someone walks past.
- **Shoot in the golden hour**, just after sunrise or before sunset, for soft light.
- **Keep the phone steady** with a tripod or by bracing it against a wall.
- **Record sound close to the actor**, because audiences forgive average pictures but not bad sound.
- **Shoot more than you need** so the editor has choices.

> "People used to laugh when we said we were shooting on phones. Then they watched the film and asked what camera we used," the club's president said.

## The Nollywood connection

Several members grew up on Nollywood and Ghanaian films, and they admire how those industries built huge audiences on small budgets. The club studies that spirit: tell local stories, work fast, and make the audience feel something.

## Getting seen

Finished films go to festival submissions, the club's online channel and campus screenings that draw a few hundred students. A screening with free popcorn, the club has found, is the best marketing there is.

## Start your own club

Find three people: someone who writes, someone who likes technology and someone who can organise. Agree to make one two-minute film in a month. Watch it together, list what went wrong, and make the next one better. That is the whole curriculum.`,
  },
  {
    slug: 'african-animation-moment',
    title: 'African Animation Is Having Its Moment, and Young Artists Are Drawing It',
    subtitle: 'Studios in Nairobi, Lagos and Cape Town are hiring, and training the next generation',
    excerpt:
      'African animated stories are reaching global audiences on streaming platforms. Behind them is a growing pipeline of young animators, many self-taught, now finding paid work in studios across the continent.',
    category: 'E! Corner',
    author: AUTHORS.wanjiru.name,
    authorBio: AUTHORS.wanjiru.bio,
    tags: 'animation, creative industries, streaming, illustration, careers, Nairobi, Cape Town',
    imageAlt: 'A stylised animated character silhouette against layered orange and purple hills',
    kicker: 'Animate',
    metaDescription: 'African animation is reaching global audiences, and young animators are finding work in studios from Nairobi to Cape Town.',
    daysAgo: 3,
    views: 8800,
    featured: true,
    momentum: 'rising',
    body: `A few years ago, a young animator in Nairobi would likely have sent her portfolio abroad and hoped. Today there is a decent chance she will be hired by a studio in her own city to work on a series that streams worldwide.

## Why now

Several things came together. Streaming platforms went looking for fresh stories with global appeal. African studios proved they could deliver high-quality work on schedule. And software that once cost a fortune became affordable or free, so a generation of artists could learn at home.

The result is a wave of animated series and films rooted in African settings, mythology and humour, and studios that need more artists than they can find.

## What studios look for

We asked art directors in Nairobi, Lagos and Cape Town what makes them hire a junior animator. Their answers were consistent:

- a short showreel of your best work, under a minute, strongest piece first
- evidence of fundamentals: timing, weight, posing, appeal
- the ability to take feedback and revise quickly
- reliability: finishing shots on deadline

Nobody asked about degrees first. Several said they hire self-taught artists regularly, as long as the work is strong.

> "I want to see a ball bounce properly before I see a dragon. If you can make a ball feel heavy, I can teach you the dragon," an art director in Cape Town said.

## Learning paths

Young animators described many routes in:

1. Free tutorials and online courses, practised daily.
2. Art school or university programmes in animation and design.
3. Studio internships and training schemes, which several studios now run.
4. Community challenges, such as drawing a short scene every week and sharing it.

## Telling our own stories

The most exciting part, the artists said, is not the jobs. It is seeing characters who look, speak and joke like the people they grew up with, on screens everywhere. For a generation raised on imported cartoons, that is a quiet revolution, and they are the ones drawing it.`,
  },
];
