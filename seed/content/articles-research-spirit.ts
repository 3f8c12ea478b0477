/** Research World and Spirit of Africa articles. People and projects named here are fictional. */
import { AUTHORS } from './authors.ts';
import type { SeedArticle } from './types.ts';

export const researchAndSpiritArticles: SeedArticle[] = [
  {
    slug: 'solar-classrooms-study',
    title: 'Solar Classrooms Kept the Lights On. Did They Lift Test Scores?',
    subtitle: 'A two-year study in rural Malawi followed 40 schools after the panels went up',
    excerpt:
      'Researchers tracked forty rural primary schools in Malawi for two years after solar kits arrived. Attendance rose, evening study took off, and exam results moved too, though not for the reasons anyone expected.',
    category: 'Research World',
    author: AUTHORS.kwabena.name,
    authorBio: AUTHORS.kwabena.bio,
    tags: 'solar energy, Malawi, rural schools, education research, evening study',
    imageAlt: 'Illustration of a sun over a rural classroom roof fitted with solar panels',
    kicker: 'Solar',
    metaDescription: 'A two-year study of 40 solar-powered rural schools in Malawi shows what changed for attendance, evening study and exam results.',
    daysAgo: 9,
    views: 8400,
    featured: true,
    momentum: 'rising',
    body: `When the first solar kits were bolted onto classroom roofs in Malawi's Central Region, most teachers expected brighter rooms and not much else. Two years later, a research team from a consortium of Malawian and Scandinavian universities has published one of the most detailed looks yet at what electricity actually changes in a rural school.

## What the researchers measured

The team followed forty primary schools: twenty received a solar kit with lights, two phone-charging points and a small projector, and twenty similar schools were promised kits at the end of the study. Every term the researchers collected:

- daily attendance registers for pupils and teachers
- results from the national Standard 8 practice examinations
- short surveys about how, when and where pupils studied
- the number of hours each kit actually produced power

That last point matters. In a third of the schools, at least one battery failed in the first year, and the researchers kept counting those schools rather than quietly dropping them.

## Evening study was the surprise

Attendance in the solar schools rose by about four percentage points, a useful gain but not a revolution. The larger change happened after sunset. Head teachers in twenty-six of the schools opened classrooms for supervised evening study, and older pupils started to treat the lit room as a library.

> "At home there is one paraffin lamp and five children. Here there are eight bulbs and nobody tells you to go to sleep," one Standard 8 pupil told the research team.

Pupils who attended evening sessions at least three times a week scored noticeably higher in mathematics and English on the practice examinations than similar pupils in the comparison schools. Pupils who never stayed late saw almost no difference.

## Maintenance decides everything

The study's most practical finding is about repairs. Schools where a trained parent or teacher could replace a fuse or clean a panel kept their kits running almost all year. Where nobody had that training, an average kit spent eleven weeks a year switched off.

The lead researcher summarised it plainly at the launch in Lilongwe: the panel is the cheap part; the person who knows how to fix it is the investment.

## What it means for students elsewhere

If your school is getting solar power, ask two questions early. Will the classrooms open in the evening, and who will be trained to keep the system working? The answers, this study suggests, matter more than the size of the panels.`,
  },
  {
    slug: 'african-languages-ai',
    title: 'Teaching Machines to Speak Kinyarwanda, Yoruba and isiZulu',
    subtitle: 'Student volunteers are building the datasets that big AI models forgot',
    excerpt:
      'Most AI tools still stumble over African languages because the training data barely exists. Across the continent, students are recording, translating and labelling their own languages to close the gap.',
    category: 'Research World',
    author: AUTHORS.wanjiru.name,
    authorBio: AUTHORS.wanjiru.bio,
    tags: 'artificial intelligence, African languages, datasets, machine translation, open source',
    imageAlt: 'Abstract waveform shapes in warm colours representing recorded speech',
    kicker: 'Language AI',
    metaDescription: 'Why AI tools struggle with African languages and how student volunteers are recording and labelling the data to fix it.',
    daysAgo: 12,
    views: 15200,
    trending: true,
    editorsPick: true,
    momentum: 'rising',
    body: `Ask a popular voice assistant a question in Kinyarwanda and you will probably get an apology. More than two thousand languages are spoken in Africa, yet only a handful have enough digital text and recorded speech to train modern AI systems well. Researchers call these languages "low-resource", which is a polite way of saying the internet ignored them.

## Why the data is missing

Large language models learn from enormous piles of text scraped from the web. English has billions of web pages. Many African languages have a few thousand, often translations of the same religious or government documents. Speech data is even thinner, and most of it was recorded in quiet studios by a small number of adult speakers.

The result is a tool that works beautifully for a student in London and fails a student in Musanze who switches between Kinyarwanda, English and French in a single sentence.

## Students are building the fix

Grassroots research networks such as the Masakhane community have shown that African researchers can build translation benchmarks for dozens of languages themselves. Now university clubs are joining in with smaller, local projects. At one Kigali campus, a group of computer science students spent a semester:

1. recording 60 hours of volunteers reading everyday sentences aloud
2. transcribing market conversations with the speakers' permission
3. labelling sentences for sentiment so a chatbot could tell a complaint from a compliment
4. publishing everything under an open licence with a clear consent record

> "We are not waiting for a company to decide our language is profitable," said the club's coordinator, a third-year student. "If the data exists and it is good, the models will follow."

## Getting consent right

The best projects treat speakers as partners rather than raw material. They explain how recordings will be used, let people withdraw, and share credit in papers and datasets. That care is not a formality: communities that feel used stop contributing, and the data dries up.

## How you can help

You do not need to be an engineer. Native speakers are needed to record, transcribe, translate and check. Linguistics, education and journalism students bring exactly the skills these projects lack. Look for a language technology club on your campus, or start one with a shared folder, a consent form and a handful of friends who are tired of being misunderstood by their phones.`,
  },
  {
    slug: 'mother-tongue-reading',
    title: 'Why Learning to Read in Your Mother Tongue First Works',
    subtitle: 'Evidence from East African classrooms is consistent, even if the policy debate is not',
    excerpt:
      'Children who first learn to read in a language they speak at home tend to read better in English later. Here is what the research says, and why schools still hesitate.',
    category: 'Research World',
    author: AUTHORS.amara.name,
    authorBio: AUTHORS.amara.bio,
    tags: 'literacy, mother tongue, early grade reading, language policy, primary school',
    imageAlt: 'Stacked colourful books with letters in several African scripts',
    kicker: 'Read',
    metaDescription: 'Research from East African classrooms shows early reading in the home language builds stronger readers in English later.',
    daysAgo: 41,
    views: 2100,
    momentum: 'cooling',
    body: `Picture a six-year-old on her first day of school. The teacher speaks a language she hears only on the radio, and the letters on the board spell words she has never said aloud. She is being asked to learn two hard things at once: a new language and the idea of reading itself.

## What the studies keep finding

Early grade reading assessments in Kenya, Uganda and Ethiopia have produced a remarkably steady pattern. Children taught to read first in a familiar language:

- learn to decode words faster, because sounds on the page match sounds they know
- understand more of what they read, not just pronounce it
- transfer those skills to English or French within a few years
- are less likely to repeat a grade

None of this means English does not matter. It means reading is a skill that, once learned, travels between languages. Learning it in a language you already understand simply makes the first step shorter.

## So why the hesitation?

Parents often worry that time spent in the home language is time stolen from English, the language of exams and jobs. Teachers are sometimes posted to regions where they do not speak the local language. Printing books in dozens of languages costs money, and some languages have spelling systems that are still debated.

> "The parents wanted English from day one. When they saw their children reading stories aloud at home by the end of the year, the complaints stopped."

That was a head teacher in western Uganda describing a pilot her school joined. Her experience is common: the argument is won by results that parents can hear at the dinner table.

## What good programmes do

Successful programmes plan a bridge. Pupils read in the home language for the first two or three years while learning English orally, then move to English reading with support. Teachers receive scripted lessons and decodable storybooks, and schools send books home so older siblings can join in.

For student teachers reading this: if you are posted to a school where children speak a language you do not, learn the greetings, the numbers and a few songs. It costs you a month and earns you a classroom that trusts you.`,
  },
  {
    slug: 'tamale-girls-weather-station',
    title: 'The Girls of Tamale Who Built a Weather Station',
    subtitle: 'A school science club in northern Ghana now sends rainfall data to local farmers every morning',
    excerpt:
      'Eleven girls at a senior high school in Tamale assembled a weather station from a kit, a solar panel and a lot of patience. Now farmers wait for their morning rainfall message.',
    category: 'Spirit of Africa',
    author: AUTHORS.kwabena.name,
    authorBio: AUTHORS.kwabena.bio,
    tags: 'girls in STEM, Ghana, Tamale, climate, science club, farming',
    imageAlt: 'Illustration of a small weather station with a wind vane against an orange sky',
    kicker: 'Girls in STEM',
    metaDescription: 'Eleven schoolgirls in Tamale, Ghana built a solar weather station and now send rainfall data to local farmers every morning.',
    daysAgo: 2,
    views: 12600,
    featured: true,
    mainPosition: 'second',
    momentum: 'rising',
    body: `At six every morning, before the first school bell, a text message leaves a senior high school in Tamale. It lists yesterday's rainfall, the overnight low and the wind speed, and it goes to more than three hundred farmers in the surrounding districts. The people who send it are members of a science club of eleven girls, aged fifteen to eighteen.

## From a box of parts to a working station

The club began with a donated weather station kit that sat unopened in a storeroom for a year. Their physics teacher, who admits she had never built one either, challenged the club to assemble it before the rains. It took them nine weekends.

The girls learned to solder sensor cables, calibrate a rain gauge with a measuring cylinder, and wire a small solar panel so the station would not depend on the school's unreliable power. When the first reading appeared on a laptop screen, the club's president says, the whole lab went silent and then very loud.

## Why farmers listen

Northern Ghana's rainy season has become harder to predict. Farmers who plant too early lose seed to a dry spell; those who wait too long lose growing days. National forecasts cover large areas, but rainfall can differ sharply between villages a few kilometres apart.

> "My father plants maize. Last year he asked me every evening what the station said. This year his friends ask too," said one of the club's founding members.

The club now works with an agricultural extension officer, who helps translate the numbers into simple advice in Dagbani and English.

## What the club learned besides science

- **Data needs discipline.** A missed reading means a gap farmers notice.
- **Machines break.** A goat chewed through a cable in March; the spare-parts budget now has its own line.
- **Confidence is contagious.** Three younger classes have asked to start their own clubs.

## What comes next

The girls want a second station at a partner school forty kilometres away, so they can compare readings and spot storms earlier. They are also entering their data in a regional science fair, where they plan to argue that every district school could run one.

Several members now say they want to study meteorology, electrical engineering or agricultural science. When asked whether science is for girls, the club president just points at the rain gauge.`,
  },
  {
    slug: 'peer-tutoring-circles',
    title: 'Ubuntu in the Classroom: The Peer Tutoring Circles of Soweto',
    subtitle: 'When older students teach younger ones, both sides learn more than maths',
    excerpt:
      'A network of after-school tutoring circles in Soweto pairs matric students with Grade 8 learners. The idea is old, I am because we are, and the results are very current.',
    category: 'Spirit of Africa',
    author: AUTHORS.thandiwe.name,
    authorBio: AUTHORS.thandiwe.bio,
    tags: 'ubuntu, peer tutoring, South Africa, Soweto, mathematics, community',
    imageAlt: 'Circles of linked figures in red and gold forming a ring',
    kicker: 'Ubuntu',
    metaDescription: 'After-school peer tutoring circles in Soweto pair older students with younger learners, built on the spirit of ubuntu.',
    daysAgo: 27,
    views: 3400,
    momentum: 'steady',
    body: `On Tuesday and Thursday afternoons, the library of a Soweto high school gets loud in a way librarians usually discourage. Around twelve tables, matric students are explaining fractions, photosynthesis and essay structure to Grade 8 learners. Nobody is paid. Everybody shows up.

## How the circles work

The model is simple enough to copy:

- each circle has one older tutor and three or four younger learners
- circles meet twice a week for an hour, straight after classes
- tutors get a short training session each term from a volunteer teacher
- learners bring the homework they find hardest, not the homework they like

The circles started with a group of matric students who had struggled in Grade 8 themselves and remembered how lonely it felt. They asked the principal for a room and promised to keep it tidy.

## Teaching is the best revision

Research on peer tutoring has found for decades that the tutor often gains as much as the learner. Explaining an idea forces you to understand it properly, and a thirteen-year-old's questions are merciless.

> "I thought I understood algebra. Then Lerato asked me why we do the same thing to both sides, and I had to go home and think about it," one tutor said, laughing.

Teachers at the school report that several tutors improved their own mathematics marks in the same term they started tutoring.

## The spirit behind it

Ubuntu is often translated as "I am because we are". It can sound like a slogan on a poster, but in these circles it is a working arrangement. Older students carry younger ones, knowing someone once carried them. Learners who finish Grade 8 with a tutor often come back as tutors themselves four years later.

## Starting your own

If your school has a spare room and a few willing seniors, you have most of what you need. Agree on a timetable, ask one teacher to check in, and keep a simple register so you can show the principal it is working. The hardest part, according to the Soweto tutors, is the first week. After that, the younger learners start bringing their friends.`,
  },
  {
    slug: 'student-agripreneurs',
    title: 'From Classroom to Co-op: Tanzanian Students Turning Farming into Business',
    subtitle: 'A school garden in Morogoro grew into a cooperative that sells to three hotels',
    excerpt:
      'What began as a compulsory agriculture project at a secondary school in Morogoro is now a student cooperative with a bank account, a delivery schedule and customers who pay on time.',
    category: 'Spirit of Africa',
    author: AUTHORS.amara.name,
    authorBio: AUTHORS.amara.bio,
    tags: 'agriculture, Tanzania, Morogoro, entrepreneurship, cooperatives, youth',
    imageAlt: 'Rows of green crops under a low sun, in a stylised geometric pattern',
    kicker: 'Agri',
    metaDescription: 'Secondary students in Morogoro, Tanzania turned a school garden into a cooperative that supplies vegetables to local hotels.',
    daysAgo: 34,
    views: 1900,
    momentum: 'steady',
    gallery: [
      { alt: 'Students harvesting leafy vegetables in the school garden', caption: 'Harvest day: the cooperative picks spinach and amaranth before morning classes.', kicker: 'Harvest' },
      { alt: 'Crates of vegetables packed for delivery', caption: 'Crates are weighed and labelled before the Friday delivery run to the hotels.', kicker: 'Delivery' },
    ],
    body: `Agriculture is often the subject students choose when they have no other choice. At one secondary school outside Morogoro, it has become the subject with a waiting list.

## A garden with a business plan

Three years ago the school's agriculture teacher divided a neglected plot into beds and gave each Form 3 group one rule: whatever you grow, you must sell. The first season produced more cabbages than anyone could eat and a hard lesson about markets. The second season, the students did something different. They visited hotels and restaurants in town and asked what they actually needed.

The answer was reliable supplies of leafy greens, tomatoes and herbs, delivered on the same day every week.

## How the cooperative runs

The students registered as a school cooperative with the help of a local savings group. Today it has:

- 38 members across Forms 2 to 4, each with a role
- a treasurer who keeps the books in a ledger and a spreadsheet
- a drip irrigation line bought with the first year's profit
- contracts with three hotels and a weekly stall at the school gate

Members earn a small share of profits each term, and a fixed portion goes back into seed, tools and a bursary for a member who needs help with fees.

> "People think farming is for those who failed. We are farmers who can read a balance sheet," says the cooperative's current chairperson, who wants to study agricultural economics.

## What the students learned

Running a real business taught lessons no textbook could. When a hotel complained about wilted spinach, the students moved harvesting to dawn. When a dry spell hit, they learned to mulch. When a member took money from the cash box, they wrote a constitution.

## Why it matters beyond one school

Agriculture employs most young people in Tanzania, yet many see it as a last resort. Projects like this one show farming as a business that rewards planning, data and teamwork. Several alumni now run their own plots while studying, and one has started supplying the same hotels independently, with the cooperative's blessing.`,
  },
];
