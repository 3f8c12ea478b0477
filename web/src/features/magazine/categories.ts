/**
 * What each of an untouched site's categories is about: the lead of its page and its share
 * description. A category administrators added or renamed has a plain lead (magazine-page.tsx).
 */
export const CATEGORY_LEADS: Partial<Record<string, string>> = {
  'Research World': 'Research from African universities and labs, explained for students: what was found, how, and why it matters.',
  'Spirit of Africa': "Culture, heritage and the people keeping Africa's stories alive, from city archives to village elders.",
  'Tech Trends': 'The tools young Africans build and the ones they actually use: apps, start-ups, coding and classroom tech.',
  'Need to Know': 'Scholarships, deadlines, policies and practical guides every student should know about.',
  'Echoes of Home': 'Schools, families and communities across the continent, in the words of the people who live there.',
  'Career Campus': 'CVs, interviews, internships and first jobs: the road from campus to a career.',
  'Mind and Body Quest': 'Stress, sleep, exams and wellbeing: looking after your mind and body while you learn.',
  'E! Corner': 'Music, film and the young creators turning bedroom studios into careers.',
};
