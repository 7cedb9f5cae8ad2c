// autocannon's setupRequest, as a module because its worker thread loads it: every request sent, by whichever
// connection, asks for the next of the request's `paths`, so no two connections ask for one page at once.
let sent = 0;
module.exports = (request) => ({ ...request, path: request.paths[sent++ % request.paths.length] });
