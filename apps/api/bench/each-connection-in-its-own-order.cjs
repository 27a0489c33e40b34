// autocannon's setupClient (a file, since the load runs on a worker thread): each connection takes the
// row's requests in an order of its own, so ten connections do not ask for the same path at the same time.
module.exports = function eachConnectionInItsOwnOrder(client) {
  const requests = [...(client.opts.requests ?? [])];
  for (let index = requests.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [requests[index], requests[other]] = [requests[other], requests[index]];
  }
  if (requests.length > 0) client.setRequests(requests);
};
