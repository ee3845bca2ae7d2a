/**
 * Resolves once the browser reports the first contentful paint (the moment the visitor sees the
 * page) and the page's priority photo — its largest element, marked `fetchpriority="high"` — has
 * loaded and been painted, so the scripts never share the connection with the photo the visitor
 * is waiting for. At once in a tab that is not visible (it paints nothing until shown). A browser
 * without paint timing waits two frames instead of the paint entry; 3 s is the latest, whatever
 * happens. Written small by hand: it is in every page's HTML.
 */
export const AFTER_FIRST_PAINT =
  'await new Promise(g=>{if(document.visibilityState!=="visible")return g();setTimeout(g,3e3);' +
  "const f=()=>new Promise(d=>requestAnimationFrame(()=>requestAnimationFrame(d))),d=document," +
  'p=PerformanceObserver.supportedEntryTypes?.includes("paint")?new Promise(r=>new PerformanceObserver((l,o)=>{' +
  'if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}}).observe({type:"paint",buffered:true})):f(),' +
  "i=[...d.querySelectorAll('img[fetchpriority=\"high\"]')].filter(m=>!m.complete)," +
  'w=Promise.all(i.map(m=>new Promise(r=>{m.addEventListener("load",r,{once:true});m.addEventListener("error",r,{once:true})})));' +
  "Promise.all([p,w]).then(()=>i.length?f():void 0).then(g)});";
