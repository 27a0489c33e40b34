/* global module */
// autocannon's setupRequest (a file, since the load runs on a worker thread): each request takes one of the
// row's paths at random, so connections do not ask for the same path at the same time.
module.exports = function randomPathEachRequest(request) {
  return { ...request, path: request.randomPaths[Math.floor(Math.random() * request.randomPaths.length)] };
};
