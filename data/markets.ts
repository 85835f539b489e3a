// The nine sample predictions that seed the catalogue on a first visit. End and creation times
// are offsets in minutes from that visit, so the catalogue never arrives already stale:
// one market ends within the hour, one has already ended, the rest run hours to days.
// Each carries its Hindi words, stored with it, so a page shows the question in its own language
// (lib/market/shown-text.ts) without every page's code holding all nine. Thresholds are written in
// words ('1 lakh US dollars', '100 crore rupees'): no currency sign shows in the game.

import type { MarketSeed } from '@/lib/market/seed-markets';

export const MARKET_SEEDS: readonly MarketSeed[] = [
  {
    id: '1',
    question: 'Will India win the next T20 international against Australia?',
    category: 'Sports',
    endsInMinutes: 3 * 24 * 60 + 5 * 60,
    createdMinutesAgo: 2 * 24 * 60,
    totalYes: 1840,
    totalNo: 960,
    totalPool: 284_500,
    image: '/images/markets/1.svg',
    description: 'The result is YES if India wins the next scheduled T20 international against Australia.',
    translations: {
      hi: {
        question: 'क्या भारत ऑस्ट्रेलिया के ख़िलाफ़ अगला T20 इंटरनेशनल मैच जीतेगा?',
        description: 'नतीजा हाँ होगा अगर भारत ऑस्ट्रेलिया के ख़िलाफ़ अगला तय T20 इंटरनेशनल मैच जीतता है।',
      },
    },
  },
  {
    id: '2',
    question: 'Will Bitcoin close the week above 1 lakh US dollars?',
    category: 'Finance',
    endsInMinutes: 5 * 24 * 60 + 2 * 60,
    createdMinutesAgo: 24 * 60,
    totalYes: 1320,
    totalNo: 1410,
    totalPool: 412_000,
    image: '/images/markets/2.svg',
    description: 'The result is YES if the weekly close on a major exchange index is above 1 lakh US dollars.',
    translations: {
      hi: {
        question: 'क्या बिटकॉइन इस हफ़्ते 1 लाख अमेरिकी डॉलर से ऊपर बंद होगा?',
        description: 'नतीजा हाँ होगा अगर किसी बड़े एक्सचेंज इंडेक्स पर हफ़्ते का बंद भाव 1 लाख अमेरिकी डॉलर से ऊपर रहता है।',
      },
    },
  },
  {
    id: '3',
    question: 'Will Parliament pass the new data protection amendment this session?',
    category: 'News',
    endsInMinutes: 12 * 24 * 60,
    createdMinutesAgo: 3 * 24 * 60,
    totalYes: 610,
    totalNo: 455,
    totalPool: 96_800,
    image: '/images/markets/3.svg',
    description: 'The result is YES if both houses pass the amendment before the session ends.',
    translations: {
      hi: {
        question: 'क्या संसद इसी सत्र में डेटा सुरक्षा का नया संशोधन पास करेगी?',
        description: 'नतीजा हाँ होगा अगर सत्र खत्म होने से पहले दोनों सदन यह संशोधन पास कर देते हैं।',
      },
    },
  },
  {
    id: '4',
    question: 'Will the year’s biggest superhero film earn 100 crore rupees in India in its opening weekend?',
    category: 'Entertainment',
    endsInMinutes: 6 * 24 * 60 + 8 * 60,
    createdMinutesAgo: 4 * 24 * 60,
    totalYes: 2150,
    totalNo: 1230,
    totalPool: 530_250,
    image: '/images/markets/4.svg',
    description: 'The result is YES if trade reports put the Friday-to-Sunday India gross at 100 crore rupees or more.',
    translations: {
      hi: {
        question: 'क्या साल की सबसे बड़ी सुपरहीरो फ़िल्म पहले वीकेंड में भारत में 100 करोड़ रुपये कमाएगी?',
        description: 'नतीजा हाँ होगा अगर ट्रेड रिपोर्टों के मुताबिक़ शुक्रवार से रविवार तक भारत में कुल कमाई 100 करोड़ रुपये या उससे ज़्यादा होती है।',
      },
    },
  },
  {
    id: '5',
    question: 'Will Mumbai City FC finish the month top of the league table?',
    category: 'Sports',
    endsInMinutes: 9 * 60 + 30,
    createdMinutesAgo: 5 * 24 * 60,
    totalYes: 420,
    totalNo: 388,
    totalPool: 61_400,
    image: '/images/markets/5.svg',
    description: 'The result is YES if the club is first in the table when the month ends.',
    translations: {
      hi: {
        question: 'क्या मुंबई सिटी FC महीने के आख़िर में अंक तालिका में सबसे ऊपर रहेगी?',
        description: 'नतीजा हाँ होगा अगर महीना खत्म होने पर क्लब तालिका में पहले नंबर पर है।',
      },
    },
  },
  {
    id: '6',
    question: 'Will the Sensex close above 80,000 today?',
    category: 'Finance',
    endsInMinutes: 42,
    createdMinutesAgo: 8 * 60,
    totalYes: 905,
    totalNo: 1020,
    totalPool: 187_600,
    image: '/images/markets/6.svg',
    description: 'The result is YES if the BSE Sensex closes above 80,000 today.',
    translations: {
      hi: {
        question: 'क्या आज सेंसेक्स 80,000 से ऊपर बंद होगा?',
        description: 'नतीजा हाँ होगा अगर आज BSE सेंसेक्स 80,000 से ऊपर बंद होता है।',
      },
    },
  },
  {
    id: '7',
    question: 'Will the city record more than 50 mm of rain today?',
    category: 'News',
    endsInMinutes: -95,
    createdMinutesAgo: 2 * 24 * 60,
    totalYes: 275,
    totalNo: 340,
    totalPool: 44_300,
    image: '/images/markets/7.svg',
    description: 'The result is YES if the official weather station reports more than 50 mm for the day.',
    translations: {
      hi: {
        question: 'क्या आज शहर में 50 मिमी से ज़्यादा बारिश होगी?',
        description: 'नतीजा हाँ होगा अगर सरकारी मौसम केंद्र दिन भर में 50 मिमी से ज़्यादा बारिश दर्ज करता है।',
      },
    },
  },
  {
    id: '8',
    question: 'Will the new season finale top the streaming charts this weekend?',
    category: 'Entertainment',
    endsInMinutes: 2 * 24 * 60 + 14 * 60,
    createdMinutesAgo: 24 * 60 + 6 * 60,
    totalYes: 730,
    totalNo: 180,
    totalPool: 121_900,
    image: '/images/markets/8.svg',
    description: 'The result is YES if the finale is number one on the weekly streaming chart.',
    translations: {
      hi: {
        question: 'क्या नए सीज़न का आख़िरी एपिसोड इस वीकेंड स्ट्रीमिंग चार्ट में सबसे ऊपर रहेगा?',
        description: 'नतीजा हाँ होगा अगर आख़िरी एपिसोड हफ़्ते के स्ट्रीमिंग चार्ट में पहले नंबर पर है।',
      },
    },
  },
  {
    id: '9',
    question: 'Will the home side score in the first 10 minutes of tonight’s derby?',
    category: 'Sports',
    endsInMinutes: 4 * 60 + 15,
    createdMinutesAgo: 26 * 60,
    totalYes: 0,
    totalNo: 0,
    totalPool: 0,
    image: '/images/markets/9.svg',
    description: 'The result is YES if the home side scores within the first ten minutes of play.',
    translations: {
      hi: {
        question: 'क्या आज रात के डर्बी में घरेलू टीम पहले 10 मिनट में गोल करेगी?',
        description: 'नतीजा हाँ होगा अगर घरेलू टीम खेल के पहले 10 मिनट के अंदर गोल करती है।',
      },
    },
  },
];

/**
 * The samples' English as earlier versions stored it (before issue 31's plain words, and the
 * Bitcoin threshold before it was written in words; its dollar sign is spelled as an escape so no
 * currency sign sits in the content). A browser seeded then gets today's words and the Hindi when
 * it next loads (lib/market/seed-markets.ts, withSampleTranslations), if the text is still the sample's.
 */
export const FORMER_SAMPLE_TEXTS: Readonly<Record<string, { question?: string; description?: string }>> = {
  '1': { description: 'Resolves YES if India wins the next scheduled T20 international against Australia.' },
  '2': { question: 'Will Bitcoin close the week above \u0024100,000?', description: 'Resolves YES if the weekly close on a major exchange index is above \u0024100,000.' },
  '3': { description: 'Resolves YES if both houses pass the amendment before the session adjourns.' },
  '4': { description: 'Resolves YES if trade reports put the Friday-to-Sunday India gross at 100 crore rupees or more.' },
  '5': { description: 'Resolves YES if the club is first in the table when the month ends.' },
  '6': { description: 'Resolves YES if the BSE Sensex closing value today is above 80,000.' },
  '7': { description: 'Resolves YES if the official weather station reports more than 50 mm for the day.' },
  '8': { description: 'Resolves YES if the finale is number one on the weekly streaming chart.' },
  '9': { description: 'Resolves YES if the home side scores within the first ten minutes of play.' },
};
