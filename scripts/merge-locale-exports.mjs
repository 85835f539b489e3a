// Moves each other language's export (built with basePath /<locale>) into out/<locale>/. What the
// language's build copied from public/ is left out: those files are the same bytes, and its pages
// ask for them at the root (the images, the league feed). /<locale> without its slash is also a
// page (out/<locale>.html), so it works with and without the slash, online and from the cache.
// Its RSC payload is copied the same way (out/<locale>.txt): the client router of a basePath build
// asks for /<locale>.txt when a link inside the app goes to that language's Home, not for
// /<locale>/index.txt, and a 404 there turns the tap into a full reload with an error logged.
import { cpSync, existsSync, readdirSync, rmSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';

const [from] = process.argv.slice(2);
const PUBLIC = readdirSync('public');

for (const locale of readdirSync(from)) {
  const source = join(from, locale);
  for (const name of PUBLIC) rmSync(join(source, name), { recursive: true, force: true });
  const target = join('out', locale);
  if (existsSync(target)) throw new Error(`out/${locale} exists: a route and a language share a name.`);
  cpSync(source, target, { recursive: true });
  copyFileSync(join(target, 'index.html'), join('out', `${locale}.html`));
  copyFileSync(join(target, 'index.txt'), join('out', `${locale}.txt`));
  console.log(`merged the ${locale} export into out/${locale}/`);
}
