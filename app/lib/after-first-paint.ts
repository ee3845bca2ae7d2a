/**
 * Resolves once the browser reports the first contentful paint (the moment the visitor sees the
 * page) and the page's priority photo — its largest element, marked `fetchpriority="high"` — has
 * loaded and been painted, so the scripts never share the connection with the photo the visitor
 * is waiting for. At once in a tab that is not visible (it paints nothing until shown). A browser
 * without paint timing waits two frames instead of the paint entry; 3 s is the latest, whatever
 * happens.
 */
export const AFTER_FIRST_PAINT = `await new Promise((go) => {
  if (document.visibilityState !== "visible") return go();
  setTimeout(go, 3000);
  const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const painted = PerformanceObserver.supportedEntryTypes?.includes("paint")
    ? new Promise((done) => new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        done();
      }).observe({ type: "paint", buffered: true }))
    : frames();
  const photos = [...document.querySelectorAll('img[fetchpriority="high"]')].filter((img) => !img.complete);
  const loaded = Promise.all(photos.map((img) => new Promise((done) => {
    img.addEventListener("load", done, { once: true });
    img.addEventListener("error", done, { once: true });
  })));
  Promise.all([painted, loaded]).then(() => (photos.length > 0 ? frames() : undefined)).then(go);
});`;
