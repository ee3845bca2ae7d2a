/**
 * Resolves once the browser reports the first contentful paint (the moment the visitor sees the
 * page) and the page's priority photo — its largest element, marked `fetchpriority="high"` — has
 * loaded (it is painted in the frame the paint entry is looked for in), so the scripts never share
 * the connection with the photo the visitor is waiting for. At once in a tab that is not visible
 * (it paints nothing until shown). A browser without paint timing waits the 3 s that are the
 * latest, whatever happens. Written small by hand: it is in every public page's HTML, where each
 * byte counts against the first round trip (about 14 KB).
 */
export const AFTER_FIRST_PAINT =
  'await new Promise(g=>{const d=document,f=()=>requestAnimationFrame(()=>performance.getEntriesByName("first-contentful-paint")' +
  '.length?g():setTimeout(f,50));setTimeout(g,3e3);d.visibilityState!="visible"?g():' +
  'Promise.all([...d.querySelectorAll("img[fetchpriority=high]")].map(m=>m.complete||new Promise(r=>{m.onload=m.onerror=r}))).then(f)});';
