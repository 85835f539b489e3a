// The one cash-out word every card carries, apart from the dialog's words (cash-out-words.ts),
// which load with the dialog.

export const CASH_OUT = 'Cash out';
