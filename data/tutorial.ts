// The tutorial question every new account gets (lib/tutorial/tutorial-question.ts): its words in
// both languages are stored with it, as the sample questions' are, so the page shows it in its own
// language and a win's ledger line keeps the English.

import type { TutorialSeed } from '@/lib/tutorial/tutorial-question';

export const TUTORIAL_SEED: TutorialSeed = {
  question: 'Will the practice coin land heads?',
  category: 'Entertainment',
  description:
    'Your practice round. Two minutes after you joined, this browser tosses a fair coin: heads is YES, tails is NO. A YES prediction of 100 coins wins 180 on heads.',
  translations: {
    hi: {
      question: 'क्या प्रैक्टिस का सिक्का चित आएगा?',
      description:
        'यह आपका प्रैक्टिस राउंड है। जुड़ने के दो मिनट बाद यह ब्राउज़र एक सिक्का उछालता है: चित आया तो हाँ, पट आया तो नहीं। हाँ पर 100 सिक्के लगाए तो चित आने पर 180 जीतेंगे।',
    },
  },
};
