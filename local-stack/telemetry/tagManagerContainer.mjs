// @ts-check
// A stand-in for a Google Tag Manager container (`GET /gtm.js?id=GTM-…`), so the site's container
// load and its data layer can be exercised offline. It keeps GTM's contract with the page, as far
// as the site relies on it:
// - messages already queued in `window.dataLayer` are processed in order, then every later
//   `dataLayer.push` (push is wrapped, as GTM wraps it; the array still receives the message);
// - objects are merged into the container's data model, readable through
//   `google_tag_manager[id].dataLayer.get(key)`; a pushed function runs with that model as `this`;
// - the container pushes its own `gtm.dom` and `gtm.load` events once those have happened;
// - a second copy of the same container does nothing.
// Instead of firing tags it reports each processed message to the sink (`POST /gtm/collect`),
// where `GET /datalayer` lists them. `google_tag_manager[id].loadId` (the stand-in's own addition)
// names this page load, so a test can find its messages.

/** What a container id looks like (the site's configuration accepts the same). */
export const CONTAINER_ID = /^GTM-[A-Z0-9]+$/;
export const COLLECT_PATH = '/gtm/collect';

/**
 * The container's script for one id. The id is checked by the caller and embedded as JSON.
 * @param {string} containerId
 */
export function containerScript(containerId) {
  return `/* Local stand-in for the Google Tag Manager container ${containerId} (local-stack/telemetry). */
(function () {
  'use strict';
  var id = ${JSON.stringify(containerId)};
  var script = document.currentScript;
  var collectUrl = script ? new URL(${JSON.stringify(COLLECT_PATH)}, script.src).href : null;
  var w = window;
  var dataLayer = (w.dataLayer = w.dataLayer || []);
  var containers = (w.google_tag_manager = w.google_tag_manager || {});
  if (containers[id]) return;
  var loadId = Math.random().toString(36).slice(2) + Date.now().toString(36);
  var model = {};
  var seq = 0;
  var pending = [];
  // eventCallbacks of processed pushes, called once their reports are sent.
  var callbacks = [];

  function isPlainObject(value) {
    return Object.prototype.toString.call(value) === '[object Object]';
  }
  // GTM merges plain objects recursively and replaces everything else.
  function merge(target, source) {
    Object.keys(source).forEach(function (key) {
      var value = source[key];
      if (isPlainObject(value)) {
        target[key] = merge(isPlainObject(target[key]) ? target[key] : {}, value);
      } else {
        target[key] = value;
      }
    });
    return target;
  }
  var modelApi = {
    get: function (key) {
      return String(key).split('.').reduce(function (value, part) {
        return value === undefined || value === null ? undefined : value[part];
      }, model);
    },
    set: function (key, value) {
      var update = {};
      update[key] = value;
      merge(model, update);
    },
  };
  function flush() {
    var batch = pending.splice(0);
    // GTM calls a push's eventCallback once its tags have fired; here "firing" is the report,
    // sent with keepalive, so a page that leaves on the callback still delivers it.
    var done = callbacks.splice(0);
    if (batch.length > 0 && collectUrl) send(batch);
    done.forEach(function (callback) {
      try {
        callback(id);
      } catch (error) {
        // A failing callback must not stop the data layer (GTM swallows it too).
      }
    });
  }
  function send(batch) {
    // text/plain keeps it a simple request (no preflight); keepalive lets it outlive the page.
    fetch(collectUrl, {
      method: 'POST',
      body: JSON.stringify(batch),
      headers: { 'content-type': 'text/plain' },
      keepalive: true,
      credentials: 'omit',
    }).catch(function () {});
  }
  function report(message) {
    var copy;
    try {
      copy = JSON.parse(JSON.stringify(message === undefined ? null : message));
    } catch (error) {
      copy = { unserialisable: String(error) };
    }
    pending.push({
      containerId: id,
      loadId: loadId,
      seq: seq++,
      path: location.pathname,
      message: copy,
    });
    if (pending.length === 1) setTimeout(flush, 0);
  }
  function processMessage(message) {
    if (typeof message === 'function') {
      try {
        message.call(modelApi);
      } catch (error) {
        // A failing pushed function must not stop the data layer (GTM swallows it too).
      }
      report({ function: true });
      return;
    }
    if (isPlainObject(message)) merge(model, message);
    if (isPlainObject(message) && typeof message.eventCallback === 'function') {
      callbacks.push(message.eventCallback);
    }
    report(message);
  }

  containers[id] = { dataLayer: modelApi, loadId: loadId };
  for (var i = 0; i < dataLayer.length; i += 1) processMessage(dataLayer[i]);
  var push = dataLayer.push;
  dataLayer.push = function () {
    var result = push.apply(dataLayer, arguments);
    for (var j = 0; j < arguments.length; j += 1) processMessage(arguments[j]);
    return result;
  };

  function whenReady(state, event, eventName) {
    var done = false;
    function fire() {
      if (done) return;
      done = true;
      dataLayer.push({ event: eventName });
    }
    if (state()) fire();
    else w.addEventListener(event, fire);
  }
  whenReady(function () { return document.readyState !== 'loading'; }, 'DOMContentLoaded', 'gtm.dom');
  whenReady(function () { return document.readyState === 'complete'; }, 'load', 'gtm.load');
  w.addEventListener('pagehide', flush);
})();
`;
}

/**
 * Checks one report batch from the stand-in: an array of `{ containerId, loadId, seq, path,
 * message }`. Throws a 400 error naming the problem.
 * @param {unknown} body
 * @returns {{ containerId: string, loadId: string, seq: number, path: string, message: unknown }[]}
 */
export function parseCollectBatch(body) {
  const refuse = (/** @type {string} */ message) =>
    Object.assign(new Error(message), { status: 400 });
  if (!Array.isArray(body) || body.length === 0 || body.length > 100) {
    throw refuse('expected an array of 1 to 100 data-layer reports');
  }
  return body.map((entry) => {
    if (
      typeof entry !== 'object' ||
      entry === null ||
      typeof entry.containerId !== 'string' ||
      !CONTAINER_ID.test(entry.containerId) ||
      typeof entry.loadId !== 'string' ||
      typeof entry.seq !== 'number' ||
      typeof entry.path !== 'string'
    ) {
      throw refuse('each report needs containerId (GTM-…), loadId, seq and path');
    }
    const { containerId, loadId, seq, path, message } = entry;
    return { containerId, loadId, seq, path, message };
  });
}
