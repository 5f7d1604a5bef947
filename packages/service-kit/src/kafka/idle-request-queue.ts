import RequestQueue from 'kafkajs/src/network/requestQueue/index.js';

/**
 * kafkajs 2.2.4 (the last release) re-arms a check of a connection's waiting requests after every check, even when
 * none wait and it is not throttled: the delay is then negative, which Node runs as 1 ms, so every broker connection
 * of every process woke its event loop about a thousand times a second doing nothing (tulios/kafkajs#1556, #1704,
 * open). An idle service took 2-3 % of a core. With nothing waiting there is nothing to check: a request that cannot
 * be sent at once is queued by `push`, which schedules its own check, and throttling with requests waiting is
 * unchanged.
 */
const schedule = RequestQueue.prototype.scheduleCheckPendingRequests;
RequestQueue.prototype.scheduleCheckPendingRequests = function (this: RequestQueue) {
  if (this.pending.length === 0) return;
  schedule.call(this);
};
