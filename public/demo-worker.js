/*
 * The demo API's service worker: msw's own worker (mockServiceWorker.js, written by `msw init`, never
 * edited), except that it ignores the CLIENT_CLOSED message a page sends from `beforeunload`, and that it
 * leaves every request but an API call to the browser (below).
 *
 * On that message msw forgets the page and, when no other tab is left, unregisters itself. A reload is
 * exactly that case: the reloading tab is the last one. So every reload tore the registration down while
 * the next page was starting the demo, and msw's `registration.update()` in that page failed with
 * "Failed to update a ServiceWorker ... Not found" (an uncaught page error); the page after it began
 * without a worker. And a page keeps running between `beforeunload` and its unload, so its last API calls
 * went past the demo to the real server. Ignoring the message keeps the registration and answers those
 * calls. The app unregisters this worker itself when it boots outside the demo (src/app/demo-api.ts).
 */
self.addEventListener('message', (event) => {
  if (event.data === 'CLIENT_CLOSED') event.stopImmediatePropagation()
})

/*
 * Only API calls (any origin's /v1/...) are msw's business. msw otherwise answers every other request too (the
 * app's scripts, styles, icons) by asking the page over postMessage whether to mock it, then fetching it again
 * from here: each chunk waited for the page's busy main thread and was downloaded twice. Stopping the event
 * here, without respondWith, lets the browser fetch those requests itself, as it does outside the demo.
 */
self.addEventListener('fetch', (event) => {
  if (!new URL(event.request.url).pathname.startsWith('/v1/')) event.stopImmediatePropagation()
})

// After the listeners above, so that they run before msw's own.
importScripts('/mockServiceWorker.js')
