import type { Queryable } from '../store/db';
import { createEvent, saveEventSettings } from '../store/events-store';
import { insertGuests, type GuestFields } from '../store/guests-store';
import { newId } from '../store/ids';
import { insertBallots, insertPoll } from '../store/polls-store';
import { insertQuestions, insertUpvotes } from '../store/questions-store';
import { insertRecords } from '../store/records-store';
import { insertTickets, type TicketFields } from '../store/tickets-store';
import { sessionDoc, speakerDoc, sponsorDoc, abstractDoc } from '../routes/record-docs';
import { demoPictureLibrary, type DemoPictureUse } from './demo-pictures';

export type DemoSize = 'normal' | 'large';

const FIRST = ['Ada', 'Ben', 'Chloé', 'Dev', 'Elena', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kemi', 'Liam', 'Maya', 'Noah', 'Olga', 'Priya', 'Quinn', 'Rosa', 'Sami', 'Tara', 'Umar', 'Vera', 'Wen', 'Xavi', 'Yara', 'Zoe'];
const LAST = ['Adeyemi', 'Bianchi', 'Chen', 'Dubois', 'Eriksen', 'Fischer', 'García', 'Haddad', 'Ivanova', 'Jensen', 'Kowalski', 'Lindqvist', 'Moreau', 'Nakamura', 'Okafor', 'Petrov', 'Quispe', 'Rossi', 'Schmidt', 'Tanaka', 'Usman', 'Varga', 'Weber', 'Yilmaz'];
const COMPANIES = ['Northwind Labs', 'Contoso Health', 'Fabrikam', 'Tailspin Research', 'Litware', 'Adatum', 'Woodgrove', 'Proseware', 'Wide World Institute', 'Lucerne University'];
const ROLES = ['Researcher', 'Engineer', 'Product manager', 'Clinician', 'Professor', 'PhD student', 'Designer', 'Data scientist'];
const COUNTRIES = ['Netherlands', 'Germany', 'France', 'Japan', 'Nigeria', 'Brazil', 'Canada', 'India', 'Sweden', 'Spain'];
const TRACKS = ['Main stage', 'Research', 'Workshops', 'Industry'];
const TRACK_COLOURS = ['#2563EB', '#16A34A', '#D97706', '#9333EA'];
const TIERS = ['Platinum', 'Gold', 'Silver'];
const CATEGORIES = ['Neuroscience', 'Machine learning', 'Public health', 'Materials', 'Climate'];
const INSTITUTIONS = ['Lucerne University', 'Wide World Institute', 'Tailspin Research', 'Contoso Health', 'Northwind Labs', 'Adatum Hospital'];

/** A small deterministic random source, so every demo looks the same. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const delta = (text: string) => JSON.stringify({ ops: [{ insert: `${text}\n` }] });

function isoDate(offsetDays: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

/**
 * Seeds the demo event: sessions over three days on coloured tracks, speakers,
 * sponsors in tiers, guests with tickets, polls with votes, questions in every
 * status with upvotes, abstracts, and content sections of every type.
 * `large` adds volume for benchmarks (10,000 guests, 2,000 abstracts, 500
 * questions in one session). Every picture is stored in the event's own
 * picture library and addressed under `mediaBaseUrl` (demo-pictures.ts).
 */
export async function seedDemo(q: Queryable, size: DemoSize, mediaBaseUrl: string): Promise<{ clientId: string; eventId: string }> {
  const rnd = random(20250);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const guestCount = size === 'large' ? 10_000 : 200;
  const abstractCount = size === 'large' ? 2_000 : 40;

  const event = await createEvent(q, {
    name: 'Northwind Science Summit',
    demo: true,
    settings: {
      welcomeText: delta('Welcome to the Northwind Science Summit: three days of talks, workshops and posters.'),
      dateStart: isoDate(0),
      dateEnd: isoDate(2),
      location: 'Harbour Conference Centre',
      address: 'Quayside 12',
      city: 'Rotterdam',
      state: 'South Holland',
      postalCode: '3011 AA',
      country: 'Netherlands',
      supportEmail: 'help@northwind-summit.example',
      imagePath: '',
      mapImagePath: '',
      timeZoneOffset: 1,
      carouselInterval: 6,
      trackArray: TRACKS,
      trackColorArray: TRACK_COLOURS,
      tierArray: TIERS,
      categories: CATEGORIES,
      guestCapacity: size === 'large' ? 20_000 : 500,
      maxAssignedUsers: size === 'large' ? 20_000 : 500,
    },
  });
  const eventId = event.id;
  const picture = demoPictureLibrary(q, eventId, mediaBaseUrl);
  const pictures = async (use: DemoPictureUse, count: number) => {
    const out: string[] = [];
    for (let i = 0; i < count; i += 1) out.push(await picture(use));
    return out;
  };
  await saveEventSettings(q, eventId, { ...event.settings, imagePath: await picture('eventBanner'), mapImagePath: await picture('venueMap') });
  const portraits = await pictures('portrait', 12);
  const logos = await pictures('logo', 6);
  const sponsorBanners = await pictures('sponsorBanner', 6);
  const sessionPictures = await pictures('session', 15);
  // Posters repeat: the large demo has hundreds of them.
  const posters = await pictures('poster', 6);
  const sectionPictures = { image: await pictures('section', 4), side: await pictures('side', 4) };

  // Speakers: two of every three with an e-mail (they are listed as guests with eventRole SPEAKER).
  const speakers = Array.from({ length: 12 }, (_, i) => {
    const name = `${FIRST[(i * 7) % FIRST.length]} ${LAST[(i * 5) % LAST.length]}`;
    const email = i % 3 === 2 ? '' : `${name.split(' ')[0].toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.speaker${i}@northwind-summit.example`;
    return {
      id: newId(),
      doc: speakerDoc({
        name,
        email,
        role: pick(ROLES),
        company: pick(COMPANIES),
        bio: delta(`${name} works on ${pick(CATEGORIES).toLowerCase()} and speaks about it often.`),
        imagePath: portraits[i],
        hideFromList: i === 11,
        unListed: i === 10,
      }),
    };
  });
  const visibleSpeakers = speakers.slice(0, 10);
  await insertRecords(q, 'speakers', eventId, speakers);

  const sponsors = ['Contoso Health', 'Fabrikam', 'Litware', 'Adatum', 'Woodgrove', 'Proseware'].map((name, i) => ({
    id: newId(),
    doc: sponsorDoc({
      name,
      tier: i < 1 ? 0 : i < 3 ? 1 : 2,
      sponsorImagePath: logos[i],
      imagePathBanner: sponsorBanners[i],
      url: `https://www.${name.toLowerCase().replace(/\s+/g, '')}.example`,
      hasOwnPage: i < 3,
      contentData: [
        { type: 'title', data: { content: `About ${name}` } },
        { type: 'paragraph', data: { content: delta(`${name} builds tools for researchers and clinicians.`) } },
        { type: 'button', data: { content: { buttonText: 'Visit our booth', buttonUrl: `https://www.${name.toLowerCase().replace(/\s+/g, '')}.example/booth` } } },
      ],
    }),
  }));
  await insertRecords(q, 'sponsors', eventId, sponsors);

  // Sessions: five a day over three days, on the four tracks.
  const slots = [
    ['09:00', '10:00'],
    ['10:30', '11:30'],
    ['12:00', '13:00'],
    ['14:00', '15:30'],
    ['16:00', '17:00'],
  ];
  const titles = [
    'Opening keynote', 'Brains and machines', 'Hands-on: reproducible pipelines', 'From lab to market', 'Panel: open science',
    'Morning keynote', 'Climate models at scale', 'Workshop: writing good abstracts', 'Health data in practice', 'Poster pitches',
    'Closing keynote', 'New materials', 'Workshop: data visualisation', 'Startups on stage', 'Farewell and awards',
  ];
  const sessionIds = titles.map(() => newId());
  const abstractIds = Array.from({ length: abstractCount }, () => newId());
  const abstractTitles: string[] = [];
  for (let i = 0; i < abstractCount; i += 1) abstractTitles.push(`${pick(['Effects of', 'A study of', 'Towards', 'Measuring', 'Modelling'])} ${pick(['sleep', 'graphene', 'rainfall', 'attention', 'protein folding', 'urban heat', 'vaccination uptake'])} ${pick(['in adults', 'at scale', 'with sparse data', 'over ten years', 'in the field'])} (${i + 1})`);
  const sessions = titles.map((title, i) => {
    const day = Math.floor(i / 5);
    const [startTime, endTime] = slots[i % 5];
    const withSections = i === 0 || i === 1 || i === 4 || i === 9;
    const session = {
      title,
      date: isoDate(day),
      startTime,
      endTime,
      location: pick(['Hall A', 'Hall B', 'Room 101', 'Room 102', 'Auditorium']),
      track: i % 5 === 2 ? 2 : i % 4,
      tintColor: i === 4 ? '#DC2626' : '#FFFFFFFF',
      hasPoll: i % 2 === 0,
      hasLiveQA: i % 3 !== 2,
      imagePath: sessionPictures[i],
      unListed: i === 14 ? false : false,
      contentData: withSections ? allSectionTypes(i, { id: sessionIds[i], title, startTime, endTime, hasPoll: i % 2 === 0, hasLiveQA: i % 3 !== 2 }, visibleSpeakers, sponsors, abstractIds, abstractTitles, sectionPictures) : [
        { type: 'paragraph', data: { content: delta(`${title}: what to expect.`) } },
        { type: 'speaker', data: { speakerType: 'Speakers', speakerIds: [visibleSpeakers[i % 10].id], speakerList: { [visibleSpeakers[i % 10].id]: String(visibleSpeakers[i % 10].doc.name) } } },
      ],
    };
    return { id: sessionIds[i], doc: sessionDoc(session) };
  });
  await insertRecords(q, 'sessions', eventId, sessions);

  // Guests and their tickets.
  const guests: { email: string; fields: GuestFields }[] = [];
  const tickets: TicketFields[] = [];
  for (let i = 0; i < guestCount; i += 1) {
    const first = FIRST[i % FIRST.length];
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
    const email = `${first.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.${last.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}${i}@example.org`;
    guests.push({
      email,
      fields: { name: `${first} ${last}`, role: pick(ROLES), company: pick(COMPANIES), phone: i % 4 === 0 ? `+31 6 ${String(10000000 + i).slice(0, 8)}` : '', url: i % 5 === 0 ? `https://example.org/people/${i}` : '', country: pick(COUNTRIES) },
    });
    const type = i % 10 === 0 ? 'VIP' : i % 7 === 0 ? 'Student' : 'General';
    tickets.push({ email, ticketType: type, sessionId: '', externalQrValue: i % 6 === 0 ? `EXT-${String(100000 + i)}` : '' });
    if (i % 9 === 0) tickets.push({ email, ticketType: 'Workshop', sessionId: sessionIds[2], externalQrValue: '' });
  }
  await insertGuests(q, eventId, guests);
  await insertTickets(q, eventId, tickets);

  // Polls with votes.
  const pollDefs = [
    { s: 0, question: 'Which topic should the closing panel cover?', options: ['Open data', 'AI in the lab', 'Funding, grants and careers', 'Reproducibility'], maxChoices: 1 },
    { s: 0, question: 'How did you travel here?', options: ['Train', 'Plane', 'Car', 'Bike or on foot'], maxChoices: 1, locked: true },
    { s: 4, question: 'Which practices do you already use? (pick up to 3)', options: ['Preregistration', 'Open code', 'Open data', 'Registered reports', 'None yet'], maxChoices: 3 },
    { s: 6, question: 'Rate the climate modelling session', options: ['Excellent', 'Good', 'Fair', 'Poor'], maxChoices: 1 },
    { s: 10, question: 'Will you come back next year?', options: ['Yes', 'Maybe', 'No'], maxChoices: 1 },
    { s: 12, question: 'Favourite chart type?', options: ['Bar', 'Line', 'Scatter', 'Heatmap'], maxChoices: 2, whiteListed: true },
  ];
  const ballots: { pollId: string; email: string; options: string[] }[] = [];
  for (const [n, def] of pollDefs.entries()) {
    const pollId = await insertPoll(q, eventId, {
      sessionId: sessionIds[def.s],
      question: def.question,
      options: def.options,
      maxChoices: def.maxChoices,
      locked: def.locked ?? false,
      visible: true,
      showVotes: n % 2 === 0,
      whiteListed: def.whiteListed ?? false,
      onlyShowToAllowed: false,
      sortNr: n,
    });
    const voters = Math.min(guests.length, 20 + Math.floor(rnd() * 60));
    for (let v = 0; v < voters; v += 1) {
      const choices = new Set<string>();
      const k = 1 + Math.floor(rnd() * def.maxChoices);
      while (choices.size < k) choices.add(pick(def.options));
      ballots.push({ pollId, email: guests[(v * 3 + n) % guests.length].email, options: [...choices] });
    }
  }
  await insertBallots(q, ballots);

  // Questions in every status, with upvotes.
  const askable = sessions.filter((s) => s.doc.hasLiveQA === true).map((s) => s.id);
  const questionTexts = [
    'How do you handle missing data?', 'What licence do you recommend for shared code?', 'Is the dataset public?',
    'Can you say more about the sample size?', 'How does this compare with last year?', 'Where can we find the slides?',
    'What was the hardest part?', 'Any advice for early-career researchers?', 'How long did the study run?',
    'Would this work in a smaller hospital?', 'How do you validate the model?', 'What funding supported this?',
  ];
  const statuses = ['pending', 'approved', 'rejected', 'answered'] as const;
  const items: { sessionId: string; doc: { question: string; answer: string; status: string }; askedBy?: string }[] = [];
  for (const [i, sessionId] of askable.entries()) {
    for (let k = 0; k < 6; k += 1) {
      const status = statuses[(i + k) % 4];
      items.push({ sessionId, doc: { question: questionTexts[(i * 6 + k) % questionTexts.length], answer: status === 'answered' ? 'Answered on stage: see the slides for details.' : '', status }, askedBy: guests[(i * 6 + k) % guests.length].email });
    }
  }
  if (size === 'large') {
    for (let k = 0; k < 500; k += 1) {
      const status = statuses[k % 4];
      items.push({ sessionId: askable[0], doc: { question: `${pick(questionTexts)} (#${k + 1})`, answer: status === 'answered' ? 'Covered in the talk.' : '', status }, askedBy: guests[k % guests.length].email });
    }
  }
  const questionIds = await insertQuestions(q, eventId, items);
  const upvotes: { questionId: string; email: string }[] = [];
  for (const [i, questionId] of questionIds.entries()) {
    const n = Math.floor(rnd() * 15);
    for (let v = 0; v < n; v += 1) upvotes.push({ questionId, email: guests[(i * 11 + v * 17) % guests.length].email });
  }
  await insertUpvotes(q, upvotes);

  // Abstracts.
  const abstracts = abstractIds.map((id, i) => {
    const institutions = [INSTITUTIONS[i % INSTITUTIONS.length], INSTITUTIONS[(i + 2) % INSTITUTIONS.length]];
    return {
      id,
      doc: abstractDoc({
        abstractNumber: `P-${String(i + 1).padStart(3, '0')}`,
        title: abstractTitles[i],
        category: CATEGORIES[i % CATEGORIES.length],
        institutions,
        authors: [
          { name: `${FIRST[i % FIRST.length]} ${LAST[(i + 3) % LAST.length]}`, institutionIndexes: [0], isPresenter: true, speakerId: i < 10 ? visibleSpeakers[i % 10].id : '' },
          { name: `${FIRST[(i + 5) % FIRST.length]} ${LAST[(i + 9) % LAST.length]}`, institutionIndexes: [0, 1], isPresenter: false },
          { name: `${FIRST[(i + 11) % FIRST.length]} ${LAST[(i + 13) % LAST.length]}`, institutionIndexes: [1], isPresenter: false },
        ],
        abstractText: i % 2 === 0 ? delta(`Background. We studied ${abstractTitles[i].toLowerCase()}. Methods, results and conclusions follow.`) : `We report on ${abstractTitles[i].toLowerCase()}.`,
        posterImagePath: i % 3 === 0 ? posters[(i / 3) % posters.length] : '',
        posterOriginalPath: '',
        posterExpected: i % 4 === 0,
        downloadLink: i % 5 === 0 ? `https://example.org/abstracts/${i + 1}.pdf` : '',
        downloadLabel: i % 5 === 0 ? 'Download PDF' : 'Download',
        sessionId: sessionIds[9],
        keywords: `${CATEGORIES[i % CATEGORIES.length].toLowerCase()}, poster`,
        unListed: i % 13 === 12,
      }, event.clientId),
    };
  });
  await insertRecords(q, 'abstracts', eventId, abstracts);

  return { clientId: event.clientId, eventId };
}

/** "10:30" plus `minutes`, as "HH:MM". */
function addMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * Every section type once, written for the session it belongs to: its timed blocks inside its own hours,
 * words about its own title, and a link to its polls only where it has polls (to its Q&A where it has
 * Q&A instead).
 */
function allSectionTypes(
  i: number,
  session: { id: string; title: string; startTime: string; endTime: string; hasPoll: boolean; hasLiveQA: boolean },
  speakers: { id: string; doc: Record<string, unknown> }[],
  sponsors: { id: string; doc: Record<string, unknown> }[],
  abstractIds: string[],
  abstractTitles: string[],
  pictures: { image: string[]; side: string[] },
): unknown[] {
  const a = speakers[i % speakers.length];
  const n = [0, 1, 4, 9].indexOf(i);
  const b = speakers[(i + 1) % speakers.length];
  const first = { content: `Welcome and introduction to “${session.title}”`, startTime: session.startTime, endTime: addMinutes(session.startTime, 15) };
  const link = session.hasPoll
    ? { page: 'VOTING', refId: session.id, label: 'Vote in this session’s polls' }
    : session.hasLiveQA
      ? { page: 'QA', refId: session.id, label: 'Ask the speakers a question' }
      : { page: 'SESSION', refId: session.id, label: 'Back to the session' };
  return [
    { type: 'title', data: { content: `About “${session.title}”` } },
    { type: 'subSession', data: first },
    { type: 'paragraph', data: { content: delta(`${session.title}: ${a.doc.name} and ${b.doc.name} take you through the ideas, with time for questions from the audience at the end.`) } },
    { type: 'image', data: { content: pictures.image[n] } },
    { type: 'imageText', data: { content: delta('The venue has step-free access and a quiet room.'), imageUrl: pictures.side[n], imageWidth: 40, imagePosition: 'left' } },
    { type: 'webEmbed', data: { content: 'https://www.youtube.com/embed/dQw4w9WgXcQ', embedHeight: 400, embedTitle: `${session.title}: trailer` } },
    { type: 'button', data: { content: { buttonText: 'Download the slides', buttonUrl: `https://example.org/slides/${encodeURIComponent(session.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'))}.pdf` } } },
    { type: 'sponsor', data: { content: sponsors[i % sponsors.length].id } },
    { type: 'speaker', data: { speakerType: 'Speakers', speakerIds: [a.id, b.id], speakerList: { [a.id]: String(a.doc.name), [b.id]: String(b.doc.name) } } },
    { type: 'menuShortcuts', data: {} },
    { type: 'abstract', data: { content: abstractIds[i % abstractIds.length], label: 'View Abstract', abstractTitle: abstractTitles[i % abstractTitles.length] } },
    { type: 'pageLink', data: link },
    { type: 'pageLink', data: { page: 'SCHEDULE', refId: '', label: '' } },
  ];
}
