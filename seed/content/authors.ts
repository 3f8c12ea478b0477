/**
 * The magazine's (fictional) writers: each article repeats the name and bio, as the admin form does,
 * and points at the author's portrait (seed/images/author-<key>.jpg, drawn by tools/portraits.ts).
 */
export const AUTHORS = {
  amara: {
    name: 'Amara Nwosu',
    bio: 'Amara Nwosu is Insight Media’s senior education correspondent. She has reported from classrooms in eleven African countries and still believes the best stories start in the back row.',
  },
  wanjiru: {
    name: 'Wanjiru Kamau',
    bio: 'Wanjiru Kamau edits Tech Trends from Nairobi. A former software tester, she writes about the tools young Africans build and the ones they actually use.',
  },
  kwabena: {
    name: 'Kwabena Owusu',
    bio: 'Kwabena Owusu is a science writer based in Accra who translates research papers into stories students can argue about over lunch.',
  },
  imani: {
    name: 'Imani Habimana',
    bio: 'Imani Habimana reports from Kigali on schools, policy and the people who make both work. He studied statistics and cannot resist a good chart.',
  },
  thandiwe: {
    name: 'Thandiwe Dlamini',
    bio: 'Thandiwe Dlamini writes Career Campus from Johannesburg. She spent six years in graduate recruitment before switching sides to help students get hired.',
  },
  fatou: {
    name: 'Fatou Diallo',
    bio: 'Fatou Diallo covers culture and heritage from Dakar, with a soft spot for archives, old photographs and the grandmothers who remember what they show.',
  },
  tunde: {
    name: 'Tunde Adeyemi',
    bio: 'Tunde Adeyemi writes E! Corner from Lagos: music, film and the young creators turning bedroom studios into careers.',
  },
  zawadi: {
    name: 'Zawadi Otieno',
    bio: 'Zawadi Otieno is a counselling psychologist who works with university students in Kisumu and contributes to Mind and Body Quest. Nothing she writes replaces personal care from a professional.',
  },
} as const;

export type AuthorKey = keyof typeof AUTHORS;

/** The key of the writer called `name` (articles name their author, not the key). */
export function authorKeyOf(name: string): AuthorKey | undefined {
  return (Object.keys(AUTHORS) as AuthorKey[]).find((key) => AUTHORS[key].name === name);
}
