/** Reader comments and newsletter sign-ups: enough for the comment lists and dashboards to show life. */
import type { SeedComment } from './types.ts';

export const seedComments: SeedComment[] = [
  { on: 'kigali-smart-classrooms', name: 'Eric N.', hoursAfter: 3, content: 'I am in Senior 5 in Huye and this is exactly our experience. The laptop helps when the teacher has prepared. When the network drops, we go back to the board.' },
  { on: 'kigali-smart-classrooms', name: 'Grace Uwase', hoursAfter: 9, content: 'The point about ICT technicians is so true. Our school waited two months for someone to fix the projector.' },
  { on: 'kigali-smart-classrooms', name: 'Mr. Otieno', hoursAfter: 26, content: 'As a teacher in Kisumu I would love to visit one of these schools. The fast feedback from short quizzes sounds like a game changer.' },
  { on: 'tamale-girls-weather-station', name: 'Abena', hoursAfter: 2, content: 'So proud of these girls! Our school in Bolgatanga has a kit sitting in a box too. Sending this to our science teacher today.' },
  { on: 'tamale-girls-weather-station', name: 'Ibrahim Sulemana', hoursAfter: 7, content: 'My uncle farms near Savelugu and he gets their messages. He says the rainfall numbers are more useful than the radio.' },
  { on: 'scholarship-season-guide', name: 'Chiamaka', hoursAfter: 5, content: 'The part about specific stories is gold. I rewrote my essay opening after reading this.' },
  { on: 'scholarship-season-guide', name: 'Samuel K.', hoursAfter: 30, content: 'Please do a follow-up on recommendation letters. Most of my lecturers have never written one.' },
  { on: 'scholarship-season-guide', name: 'Hawa', hoursAfter: 52, content: 'Thank you for the warning about agents. A friend of mine paid one and never heard back.' },
  { on: 'nairobi-coding-bootcamps', name: 'Kevin M.', hoursAfter: 4, content: 'Bootcamp graduate here. The portfolio point is everything. Nobody asked about my certificate either.' },
  { on: 'nairobi-coding-bootcamps', name: 'Wambui', hoursAfter: 20, content: 'Would love to know more about income-share agreements. They sound great until you read the percentages.' },
  { on: 'exam-stress-what-helps', name: 'Anonymous student', hoursAfter: 6, content: 'The four in, six out breathing actually works. I used it before my chemistry paper.' },
  { on: 'exam-stress-what-helps', name: 'Thabo', hoursAfter: 40, content: 'Sharing this with my whole class group. We all needed to hear that sleep is part of studying.' },
  { on: 'first-internship-playbook', name: 'Precious', hoursAfter: 12, content: 'I sent eighteen messages using the template and got three replies and one interview. It works, you just have to be patient.' },
  { on: 'african-languages-ai', name: 'Olumide', hoursAfter: 8, content: 'Is there a project like this for Yoruba that takes volunteers? I can record and transcribe.' },
  { on: 'school-lab-music-producers', name: 'DJ Kay', hoursAfter: 15, content: 'Started on a school computer too. Number five is real, protect your ears!' },
  { on: 'scholarship-essay-workshop', name: 'Fatima', hoursAfter: 10, content: 'The before and after essay openings were so helpful. Watched it twice.' },
  { on: 's2-refugee-camp-to-computer-science', name: 'Deng', hoursAfter: 5, content: 'This story made me cry. Mentors change everything.' },
  { on: 'voices-03-languages-and-ai', name: 'Aline', hoursAfter: 18, content: 'Great conversation about consent. More episodes on language technology please.' },
];

/** Example addresses on the reserved example.org domain, so no real person is ever mailed. */
export const seedSubscribers = ['amani.reader@example.org', 'kwame.student@example.org', 'zanele.teacher@example.org'];
