// The layers are enforced by lint (eslint.config.mjs): these plant wrong-way imports in files
// that do not exist, lint them with the repo's own config, and expect the layer rules to refuse
// exactly those imports and let the ones that point inwards through.

import { execFileSync } from 'node:child_process';

const LAYER_RULES = ['import/no-restricted-paths', 'no-restricted-imports'];

interface Planted {
  filePath: string;
  sources: string[];
}

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; line: number; message: string; fatal: boolean }[];
}

/** A module that imports each source and uses what it imports, so only the layer rules speak. */
function importing(sources: string[]): string {
  const lines = sources.map((source, index) => `import * as imported${index} from '${source}';`);
  return `${lines.join('\n')}\nexport const used = [${sources.map((_, index) => `imported${index}`).join(', ')}];\n`;
}

const PLANTED = {
  storeInModel: { filePath: 'lib/model/planted.ts', sources: ['@/lib/store/game-store'] },
  outwardsFromDomain: {
    filePath: 'lib/market/planted.ts',
    sources: ['@/components/ui/pill', '@/app/layout', '@/data/markets', 'react', 'zustand', '../storage/keys', '@/lib/store/game-store'],
  },
  otherFeature: { filePath: 'components/home/planted.tsx', sources: ['../prediction/share-button', '@/components/wallet/wallet-tile'] },
  featureInShared: { filePath: 'components/shared/market-card/planted.tsx', sources: ['@/components/profile/profile-view'] },
  outwardsFromStore: { filePath: 'lib/store/planted.ts', sources: ['@/components/ui/pill', '@/data/leaderboard'] },
  storeInStorage: { filePath: 'lib/storage/planted.ts', sources: ['@/lib/store/game-store'] },
  storageInComponent: { filePath: 'components/wallet/planted.tsx', sources: ['@/lib/storage/keys'] },
  dataInSeedModule: { filePath: 'lib/store/sample-data.ts', sources: ['@/data/leaderboard', '@/data/markets'] },
  inwardsFromFeature: {
    filePath: 'components/home/planted.tsx',
    sources: ['@/components/ui/pill', '../shared/market-card/prediction-card', '../hooks/use-current-account', '@/lib/store/game-store', '@/lib/market/markets'],
  },
  inwardsFromStore: { filePath: 'lib/store/planted.ts', sources: ['@/lib/market/markets', '../storage/keys', '@/lib/model/game'] },
  inwardsFromDomain: { filePath: 'lib/market/planted.ts', sources: ['@/lib/model/game', '../display/format', 'valibot'] },
} satisfies Record<string, Planted>;

let refused: Record<keyof typeof PLANTED, string[]>;

beforeAll(() => {
  const cases = Object.values(PLANTED).map(({ filePath, sources }) => ({ filePath, code: importing(sources) }));
  const output = execFileSync(process.execPath, ['__tests__/architecture/lint-planted.mjs'], { input: JSON.stringify(cases), encoding: 'utf8' });
  const results = JSON.parse(output) as LintResult[];
  const entries = Object.entries(PLANTED).map(([name, planted], index) => {
    const messages = results[index]?.messages ?? [];
    const fatal = messages.find((message) => message.fatal);
    if (fatal) throw new Error(`${planted.filePath} did not parse: ${fatal.message}`);
    const lines = messages.filter((message) => message.ruleId !== null && LAYER_RULES.includes(message.ruleId)).map((message) => message.line);
    // Line n of the planted module imports sources[n - 1].
    return [name, lines.map((line) => planted.sources[line - 1] ?? `line ${line}`)];
  });
  refused = Object.fromEntries(entries);
}, 60_000);

describe('layers enforced by lint', () => {
  it('refuses a store import in lib/model', () => {
    expect(refused.storeInModel).toEqual(PLANTED.storeInModel.sources);
  });

  it('refuses components, app, data, React, storage and stores in a domain folder', () => {
    expect(refused.outwardsFromDomain).toEqual(PLANTED.outwardsFromDomain.sources);
  });

  it("refuses another feature's folder in a feature's component, by relative or alias path", () => {
    expect(refused.otherFeature).toEqual(PLANTED.otherFeature.sources);
  });

  it('refuses a feature in the shared component folders', () => {
    expect(refused.featureInShared).toEqual(PLANTED.featureInShared.sources);
  });

  it('refuses components and data in lib/store, and data everywhere but the seed module', () => {
    expect(refused.outwardsFromStore).toEqual(PLANTED.outwardsFromStore.sources);
    expect(refused.dataInSeedModule).toEqual([]);
  });

  it('refuses stores in lib/storage and storage in components', () => {
    expect(refused.storeInStorage).toEqual(PLANTED.storeInStorage.sources);
    expect(refused.storageInComponent).toEqual(PLANTED.storageInComponent.sources);
  });

  it('lets imports that point inwards through', () => {
    expect(refused.inwardsFromFeature).toEqual([]);
    expect(refused.inwardsFromStore).toEqual([]);
    expect(refused.inwardsFromDomain).toEqual([]);
  });
});
