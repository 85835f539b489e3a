// Jest's global setup: the compiled catalogues (lib/i18n/paraglide) are current before any test
// imports them. `npm ci` and `npm run build` compile too; this covers a catalogue edited since.
import { compileMessages } from '../scripts/i18n-compile.mjs';

export default function setup() {
  compileMessages({ ifChanged: true });
}
