// The spec's four sample wallet transactions, shown as an example of the ledger's shape.

export interface SampleTransaction {
  id: string;
  type: 'credit' | 'debit';
  amount: number;
  description: string;
  createdAt: string;
}

export const SAMPLE_TRANSACTIONS: readonly SampleTransaction[] = [
  { id: 't1', type: 'credit', amount: 500, description: 'Won prediction', createdAt: '2026-11-20T14:30:00.000Z' },
  { id: 't2', type: 'debit', amount: 100, description: 'Bet placed', createdAt: '2026-11-19T10:15:00.000Z' },
  { id: 't3', type: 'credit', amount: 50, description: 'Daily login bonus', createdAt: '2026-11-18T08:00:00.000Z' },
  { id: 't4', type: 'credit', amount: 1000, description: 'Welcome bonus', createdAt: '2026-11-15T09:00:00.000Z' },
];
