// Cyrillic and Greek letters that a reader cannot tell from a Latin one, each mapped to that Latin
// letter. Chosen by hand from Unicode's confusables.txt (UTS #39, the 'MA' pairs whose target is a
// single Latin letter) for those two scripts only, so the table stays small enough to check by eye.
// Capitals and small letters are listed apart because they can look like different Latin letters
// (Greek 'Η' is 'H', 'η' is 'n'). Digits that pass for letters are folded in look-alike.ts.

/** Letter -> the Latin letter it looks like. */
export const CONFUSABLE_LETTERS: Readonly<Record<string, string>> = {
  // Cyrillic capitals
  'А': 'A', 'В': 'B', 'Е': 'E', 'Ѕ': 'S', 'І': 'I', 'Ј': 'J', 'К': 'K', 'М': 'M', 'Н': 'H', 'О': 'O',
  'Р': 'P', 'С': 'C', 'Т': 'T', 'У': 'Y', 'Х': 'X', 'Ү': 'Y', 'Ӏ': 'l', 'Ԛ': 'Q', 'Ԝ': 'W', 'Һ': 'h',
  // Cyrillic small letters (в, к, м, н, т are the small capitals of B, K, M, H, T)
  'а': 'a', 'в': 'b', 'е': 'e', 'ѕ': 's', 'і': 'i', 'ј': 'j', 'к': 'k', 'м': 'm', 'н': 'h', 'о': 'o',
  'р': 'p', 'с': 'c', 'т': 't', 'у': 'y', 'х': 'x', 'ү': 'y', 'ӏ': 'l', 'ԁ': 'd', 'ԛ': 'q', 'ԝ': 'w', 'һ': 'h',
  // Greek capitals
  'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Ζ': 'Z', 'Η': 'H', 'Ι': 'I', 'Κ': 'K', 'Μ': 'M', 'Ν': 'N', 'Ο': 'O',
  'Ρ': 'P', 'Τ': 'T', 'Υ': 'Y', 'Χ': 'X', 'Ϲ': 'C', 'Ϳ': 'J',
  // Greek small letters
  'α': 'a', 'γ': 'y', 'ι': 'i', 'κ': 'k', 'ν': 'v', 'ο': 'o', 'ρ': 'p', 'σ': 'o', 'τ': 't', 'υ': 'u',
  'χ': 'x', 'η': 'n', 'ϲ': 'c', 'ϳ': 'j',
};
