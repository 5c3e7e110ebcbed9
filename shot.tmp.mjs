import {chromium} from '@playwright/test';
const [,, base, ...paths] = process.argv;
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run']});
for (const spec of paths) {
  const [p, w='1280', full=''] = spec.split('|');
  const ctx = await browser.newContext({viewport: {width: +w, height: 900}});
  const page = await ctx.newPage();
  page.on('request', r => { if (!r.url().startsWith(base) && !r.url().startsWith('data:')) console.log('EXTERNAL', r.url()); });
  await page.goto(base + p, {waitUntil: 'networkidle'});
  await page.waitForTimeout(800);
  const name = `/tmp/shots/${p.replace(/\W+/g,'_')}_${w}.png`;
  await page.screenshot({path: name, fullPage: !!full});
  console.log(name);
  await ctx.close();
}
await browser.close();
