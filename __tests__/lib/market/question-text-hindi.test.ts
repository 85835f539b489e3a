// Hindi questions are searched and compared as words: vowel signs (matras), viramas and nuktas
// stay inside the word they belong to, as a reader sees it.
import { questionKey, questionWords, unresolvedQuestionKeys } from '@/lib/market/question-text';
import { matchesSearch } from '@/lib/market/market-filters';

describe('Hindi question text', () => {
  it('keeps vowel signs and viramas inside their words', () => {
    expect(questionWords('क्या भारत क्रिकेट मैच जीतेगा?')).toEqual(['क्या', 'भारत', 'क्रिकेट', 'मैच', 'जीतेगा']);
  });

  it('keeps a nukta, and reads a pre-composed letter and its parts as the same word', () => {
    expect(questionKey('\u095B\u094D\u092F\u093E\u0926\u093E')).toBe(questionKey('\u091C\u093C\u094D\u092F\u093E\u0926\u093E'));
    expect(questionWords('फ़िल्म')).toEqual(['फ़िल्म']);
  });

  it('splits at the danda and at punctuation, and reads joiners as nothing', () => {
    expect(questionWords('बारिश होगी। कल?')).toEqual(['बारिश', 'होगी', 'कल']);
    expect(questionKey('\u0915\u094D\u200D\u092F\u093E')).toBe(questionKey('\u0915\u094D\u092F\u093E'));
  });

  it('finds a Hindi question by any of its words, in any order', () => {
    const question = 'क्या भारत ऑस्ट्रेलिया के खिलाफ़ T20 मैच जीतेगा?';
    expect(matchesSearch(question, 'जीतेगा भारत')).toBe(true);
    expect(matchesSearch(question, 'ऑस्ट्रेलिया')).toBe(true);
    // 'कर' is not a piece of 'क्रिकेट': the virama sits between its letters.
    expect(matchesSearch('क्या क्रिकेट होगा?', 'कर')).toBe(false);
    expect(matchesSearch(question, 'फ़ुटबॉल')).toBe(false);
  });

  it('refuses the same Hindi question asked twice, whatever its spacing and punctuation', () => {
    const asked = unresolvedQuestionKeys([{ question: 'क्या कल बारिश होगी?', isResolved: false }]);
    expect(asked.has(questionKey('  क्या  कल बारिश होगी ।'))).toBe(true);
    expect(asked.has(questionKey('क्या कल बारिश नहीं होगी?'))).toBe(false);
  });

  it('still drops Latin accents', () => {
    expect(questionKey('Équipe')).toBe('equipe');
  });
});
